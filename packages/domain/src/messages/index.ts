export * from './message-text';
export * from './quiet-hours';
export * from './retry-backoff';
