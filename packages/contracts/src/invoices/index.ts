export * from './invoices.schemas';
export * from './invoices.endpoints';
