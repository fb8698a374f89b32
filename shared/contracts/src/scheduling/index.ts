export * from './appointments';
export * from './slots';
export * from './booking';
export * from './waitlist';
export * from './portal-booking';
export * from './recurrence';
export * from './status';
export * from './zones';
