export * from './fraction';
export * from './vote-rule';
export * from './election';
export * from './repair-fund';
export * from './account-entry';
export * from './budget';
export * from './outsourcing';
export * from './committee-term';
