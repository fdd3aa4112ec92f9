export * from './quality.records';
