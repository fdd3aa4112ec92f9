export * from './outbound.schemas';
export * from './outbound.endpoints';
