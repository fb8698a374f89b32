import { defineMfe } from '@clinio/platform';
import { App } from './app';

export default defineMfe({ name: '__NAME__', version: __MFE_VERSION__, App });
