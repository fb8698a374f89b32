export * from './constants';
export * from './gating';
export * from './noise';
export * from './redact';
export * from './scrub';
export * from './web-vitals';
