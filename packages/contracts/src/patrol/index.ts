export * from './patrol.records';
export * from './patrol-points';
