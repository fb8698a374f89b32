export * from './invoices';
export * from './money';
export * from './settings';
