export * from './settle-types';
export * from './receipt-number';
export * from './allocate';
export * from './tenders';
export * from './tenders-text';
export * from './change';
export * from './reconciling-rows';
