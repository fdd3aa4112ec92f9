import { DECIMAL_TEXT, RED_CONFIRMATION_STATES, type RedConfirmationState } from '@pm/domain';
import type { EinvoiceRedConfirmation, EinvoiceResult, EinvoiceStatus } from './einvoice-platform';

const STATUS: Record<string, EinvoiceStatus> = {
  '20': 'issuing',
  '21': 'sealing',
  '2': 'issued',
  '22': 'failed',
  '24': 'seal_failed',
  '3': 'voided',
  '31': 'voiding',
};

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** Amounts only as decimal text: a JSON number may already have lost a fen. */
const amount = (v: unknown): string | undefined => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? v : undefined);

/**
 * One item of queryInvoiceResult (or a callback's content) as ours; undefined when it is not readable: no 流水号,
 * an unknown status, or amounts that are not decimal text (a platform answer is never trusted further).
 */
export function readEinvoiceResult(item: unknown): EinvoiceResult | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const r = item as Record<string, unknown>;
  const status = STATUS[text(r.status)];
  const net = amount(r.exTaxAmount);
  const tax = amount(r.taxAmount);
  const gross = amount(r.orderAmount);
  if (!status || !text(r.serialNo) || net === undefined || tax === undefined || gross === undefined) return undefined;
  const number = text(r.allElectronicInvoiceNumber) || text(r.invoiceNo);
  const issuedAt = typeof r.invoiceTime === 'number' && r.invoiceTime > 0 ? new Date(r.invoiceTime) : null;
  return {
    serialNo: text(r.serialNo),
    orderNo: text(r.orderNo),
    status,
    statusCode: text(r.status),
    failCause: text(r.failCause),
    kind: text(r.invoiceType) === '2' ? 'red' : 'blue',
    number: /^\d{20}$/.test(number) ? number : null,
    issuedAt,
    net,
    tax,
    gross,
    buyerName: text(r.payerName),
    buyerTaxId: text(r.payerTaxNo),
    sellerTaxId: text(r.salerTaxNum),
    blueNumber: text(r.oldEleInvoiceNumber) || null,
    pdfUrl: text(r.pdfUrl),
    ofdUrl: text(r.ofdUrl),
    xmlUrl: text(r.xmlUrl),
  };
}

/** One 确认单 of queryInvoiceRedConfirm (or a redConfirmCallback's content); undefined when not readable. */
export function readRedConfirmation(item: unknown): EinvoiceRedConfirmation | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const c = item as Record<string, unknown>;
  const state = text(c.billStatus);
  if (!text(c.billId) || !(state in RED_CONFIRMATION_STATES)) return undefined;
  const known = state as RedConfirmationState;
  return {
    billId: text(c.billId),
    billNo: text(c.billNo),
    state: known,
    stateText: RED_CONFIRMATION_STATES[known],
    blueNumber: text(c.blueInvoiceNumber),
    redSerialNo: text(c.invoiceSerialNum) || null,
    net: amount(c.taxExcludedAmount) ?? '0.00',
    tax: amount(c.taxAmount) ?? '0.00',
  };
}
