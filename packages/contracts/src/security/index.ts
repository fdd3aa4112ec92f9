export * from './security.records';
