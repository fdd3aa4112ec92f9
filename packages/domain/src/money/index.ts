export * from './decimal';
export * from './parse-amount';
export * from './rounding';
export * from './format-amount';
export * from './capital-numerals';
export * from './instalments';
export * from './sum-amounts';
export * from './percent';
