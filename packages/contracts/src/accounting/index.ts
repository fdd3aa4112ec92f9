export * from './assets.schemas';
export * from './assets.endpoints';
