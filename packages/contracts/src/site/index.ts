export * from './site.endpoints';
