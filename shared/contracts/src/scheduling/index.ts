export * from './appointments';
export * from './booking';
export * from './recurrence';
export * from './slots';
export * from './status';
export * from './zones';
