export * from './agent-state';
export * from './dial-rules';
export * from './timers';
