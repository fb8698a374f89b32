export * from './csv';
export * from './date-time';
export * from './form-failure';
export * from './jobs';
export * from './lists';
export * from './money';
export * from './money-input';
