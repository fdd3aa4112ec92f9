export * from './case-tree';
export * from './use-cases';
export * from './case-panels';
