export * from './book.schemas';
export * from './book.endpoints';
export * from './subjects.schemas';
export * from './subjects.endpoints';
export * from './vouchers.schemas';
export * from './vouchers.endpoints';
// 会计核算 (issue 13). One block per helper's part.
// acct-ledger: periods, ledgers, reports
export * from './periods.schemas';
export * from './periods.endpoints';
export * from './ledgers.schemas';
export * from './ledgers.endpoints';
export * from './reports.schemas';
export * from './reports.endpoints';
export * from './book.schemas';
export * from './book.endpoints';
export * from './subjects.schemas';
export * from './subjects.endpoints';
export * from './vouchers.schemas';
export * from './vouchers.endpoints';
export * from './assets.schemas';
export * from './assets.endpoints';
export * from './voucher-export.endpoints';
export * from './assets.schemas';
export * from './assets.endpoints';
export * from './charging-vouchers.schemas';
export * from './charging-vouchers.endpoints';
