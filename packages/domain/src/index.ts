export * from './validation/formats';
export * from './validation/text';
export * from './call-center/index';
export * from './records/index';
export * from './password/password-rules';
export * from './device/maint-cycle';
export * from './patrol/patrol-hours';
export * from './house/house-owner-rules';
