export * from './menu.schemas';
export * from './menu.endpoints';
export * from './centre-groups';
