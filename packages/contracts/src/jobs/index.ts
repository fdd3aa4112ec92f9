export * from './jobs.endpoints';
