export * from './harness';
export * from './mock-api';
