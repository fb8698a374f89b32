import { defineMfe } from '@clinio/platform';
import { App } from './app';

export default defineMfe({ name: 'integrations', version: __MFE_VERSION__, App });
