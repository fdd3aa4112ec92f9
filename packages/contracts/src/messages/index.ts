export * from './messages.schemas';
export * from './messages.endpoints';
