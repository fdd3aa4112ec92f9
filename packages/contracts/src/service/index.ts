export * from './service.records';
