export * from './registration.schemas';
export * from './registration.endpoints';
