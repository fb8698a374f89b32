export * from './content';
export * from './notes';
