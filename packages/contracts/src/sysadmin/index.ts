export * from './sysadmin.schemas';
export * from './sysadmin.endpoints';
export * from './sysadmin-content.schemas';
export * from './sysadmin-content.endpoints';
export * from './sysadmin-settings.schemas';
export * from './sysadmin-settings.endpoints';
