export * from './config';
export * from './constants';
export * from './errors';
export * from './events';
export * from './identity';
export * from './marketing';
export * from './registry';
export * from './routes';
