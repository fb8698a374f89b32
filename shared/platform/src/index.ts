export * from './api-client';
export type { CallableName, CallAnswer, CallArgs, CallInput, CallOutput } from './endpoint-call';
export * from './contract';
export * from './define-mfe';
export * from './event-bus';
export * from './remote-context';
export * from './define-extension';
export * from './extension-outlet';
export * from './screen-kit';
