export * from './owner-portal.schemas';
export * from './owner-portal.endpoints';
