export * from './download';
export * from './query-client';
export * from './use-api-query';
export * from './use-form';
export * from './use-job-progress';
export * from './use-list-params';
export * from './use-paged-items';
