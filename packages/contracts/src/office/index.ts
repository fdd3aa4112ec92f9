export * from './office.records';
