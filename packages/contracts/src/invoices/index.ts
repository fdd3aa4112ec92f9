export * from './invoices.schemas';
export * from './invoices.endpoints';
export * from './owner-invoices.endpoints';
