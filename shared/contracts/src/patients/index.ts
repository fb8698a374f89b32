export * from './imports';
export * from './records';
export * from './fhir';
