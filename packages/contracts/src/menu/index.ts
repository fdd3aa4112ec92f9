export * from './menu.schemas';
export * from './menu.endpoints';
