import type { InvoiceRequestDetail, InvoiceRequestRow } from './api/invoices';

export { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';
export { DialogAnswer } from '../../test/dialog-answer';

/** A blue request of receipt SJ2026000001 (1栋0101), issued unless told. */
export const requestRow = (id: number, over: Partial<InvoiceRequestRow> = {}): InvoiceRequestRow => ({
  id,
  direction: 'blue',
  blueRequestId: null,
  paymentId: 501,
  receiptNumber: 'SJ2026000001',
  houseId: 11,
  houseName: '1栋0101',
  itemId: null,
  buyerType: 'person',
  buyerName: '张三',
  buyerTaxId: '',
  state: 'issued',
  stateText: '已开具',
  failReason: '',
  requestNo: `FP260301${String(id).padStart(12, '0')}`,
  net: '776.79',
  tax: '46.61',
  gross: '823.40',
  invoiceNumber: '26312000000000000001',
  createdAt: '2026-03-01T01:30:00.000Z',
  ...over,
});

/** Its detail: two lines at 6 % and 9 %, the invoice issued. */
export const requestDetail = (id: number, over: Partial<InvoiceRequestDetail> = {}): InvoiceRequestDetail => ({
  ...requestRow(id),
  lines: [
    { id: 71, seq: 1, allocationId: 901, itemId: 5, name: '物业服务费', taxCode: '3040502020200000000', rate: '0.06', gross: '617.34', net: '582.40', tax: '34.94', blueLineId: null },
    { id: 72, seq: 2, allocationId: 902, itemId: 6, name: '水费', taxCode: '1100301010000000000', rate: '0.09', gross: '206.06', net: '189.05', tax: '17.01', blueLineId: null },
  ],
  invoice: { id: 41, number: '26312000000000000001', direction: 'blue', issuedAt: '2026-03-01T01:31:00.000Z', net: '771.45', tax: '51.95', gross: '823.40', pdfUrl: 'x', ofdUrl: 'x', xmlUrl: 'x', blueInvoiceId: null },
  redLetter: null,
  ...over,
});
