export * from './api';
export * from './channels';
export * from './inputs';
export * from './ipc-result';
export type * from './views';
