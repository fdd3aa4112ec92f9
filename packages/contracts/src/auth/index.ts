export * from './auth.schemas';
export * from './auth.endpoints';
