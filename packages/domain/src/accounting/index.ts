export * from './charts';
export * from './code-scheme';
export * from './subject-valid';
export * from './voucher-lines';
export * from './voucher-status';
export * from './balances';
export * from './period-close';
