export * from './call-center.schemas';
export * from './call-center.endpoints';
