export * from './fields';
export * from './dictionaries';
export * from './receipt-number';
export * from './area-rules';

export * from './master-rules';
