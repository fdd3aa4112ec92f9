export * from './book.schemas';
export * from './book.endpoints';
export * from './subjects.schemas';
export * from './subjects.endpoints';
export * from './vouchers.schemas';
export * from './vouchers.endpoints';
export * from './voucher-export.endpoints';
