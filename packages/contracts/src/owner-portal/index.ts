export * from './owner-portal.schemas';
export * from './owner-portal.endpoints';
export * from './owner-services.schemas';
export * from './owner-wechat.schemas';
