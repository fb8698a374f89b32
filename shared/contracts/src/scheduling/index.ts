export * from './appointments';
export * from './waitlist';
export * from './portal-booking';
