export * from './platform-fees.schemas';
export * from './platform-fees.endpoints';
