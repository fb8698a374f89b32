export * from './duplicate-warning';
export * from './patient-format';
export * from './patient-picker-view';
export * from './patient-quick-create';
