export * from './harness';
export * from './mock-api';
export * from './area';
export * from './jsdom-setup';
