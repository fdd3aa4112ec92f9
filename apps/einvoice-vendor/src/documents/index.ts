export { invoicePdf } from './invoice-pdf';
export { invoiceOfd } from './invoice-ofd';
export { invoiceXml } from './invoice-xml';
