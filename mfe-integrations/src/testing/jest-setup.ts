import { prepareJsdomForScreens } from '@clinio/platform/testing';

prepareJsdomForScreens();
