export * from './catalog';
export * from './locale';
export * from './locale-provider';
export * from './language-switch';
