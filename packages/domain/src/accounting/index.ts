// Accounting rules (issue 13, docs/decisions.md "Accounting: the pure rules"). Amounts in and out are
// decimal text in 元 ('617.34'; '-617.34' only in red reversal vouchers), computed with the money Dec.
export * from './charts';
export * from './code-scheme';
export * from './subject-valid';
export * from './voucher-lines';
export * from './voucher-status';
export * from './balances';
export * from './period-close';
export * from './template-codes';
export * from './voucher-numbers';
export * from './depreciation';
export * from './report-formula';
export * from './report-templates';
export * from './report-evaluate';
export * from './charging-vouchers';
export * from './template-codes';
export * from './charging-voucher-events';
export * from './opening-voucher';
