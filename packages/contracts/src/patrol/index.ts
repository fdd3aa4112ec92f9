export * from './patrol.records';
