export * from './validation/formats';
export * from './call-center/index';
export * from './records/index';
export * from './password/password-rules';
