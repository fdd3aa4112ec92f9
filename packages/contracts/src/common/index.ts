export * from './common.endpoints';
