export * from './imports';
export * from './records';
export * from './duplicates';
export * from './fhir';
export * from './phone-rules';
