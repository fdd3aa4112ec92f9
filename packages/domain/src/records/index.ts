export * from './fields';
export * from './dictionaries';
export * from './receipt-number';
export * from './master-rules';
