export * from './help.schemas';
export * from './help.endpoints';
