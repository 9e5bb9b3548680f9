export * from './api';
export * from './channels';
export * from './inputs';
export * from './ipc-result';
export * from './payload-bounds';
export * from './relayed-result';
export type * from './views';
