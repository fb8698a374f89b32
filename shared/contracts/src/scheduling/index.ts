export * from './appointments';
export * from './slots';
