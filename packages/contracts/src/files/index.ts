export * from './files.endpoints';
