export * from './answers';
export * from './consents';
export * from './fields';
export * from './schema';
export * from './templates';
export * from './paperwork';
export * from './requirements';
export * from './booking-round-trip';
