export * from './appointments';
export * from './slots';
export * from './booking';
