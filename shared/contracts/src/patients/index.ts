export * from './imports';
export * from './records';
