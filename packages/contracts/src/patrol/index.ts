export * from './patrol.records';
export * from './patrol-points';
export * from './patrol-checkin';
