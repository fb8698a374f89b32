export * from './appointments';
export * from './recurrence';
export * from './status';
