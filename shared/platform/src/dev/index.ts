export * from './standalone';
