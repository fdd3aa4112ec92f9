export * from './setup.records';
export * from './staff-permission.endpoints';
export * from './system-log.endpoints';
export * from './website-content.endpoints';
export * from './dictionary-codes.endpoints';
export * from './backup.endpoints';
export * from './export-audit.endpoints';
export * from './approval-policy.endpoints';
