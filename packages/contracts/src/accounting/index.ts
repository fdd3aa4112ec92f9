export * from './assets.schemas';
export * from './assets.endpoints';
export * from './charging-vouchers.schemas';
export * from './charging-vouchers.endpoints';
