export * from './duplicates';
export * from './patient-picker';
export * from './phone';
export * from './use-patient-search';
