export * from './sysadmin.schemas';
export * from './sysadmin.endpoints';
