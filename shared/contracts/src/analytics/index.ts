export * from './figures';
export * from './schemas';
