export * from './access';
export * from './features';
export * from './matrix';
export * from './plans';
export * from './subscription';
