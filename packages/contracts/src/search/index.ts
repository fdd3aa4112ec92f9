export * from './search.endpoints';
