import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { Id } from '../core/integers';
import { InvoiceBuyerInput, InvoiceRequestRow } from './invoices.schemas';

// 电子发票 in the 业主端 (issue 33): an owner asks for the invoice of a payment of a house the records give them,
// sees its state and downloads the PDF. `auth: 'owner'`: the owner's token, never a staff one.

const tag = 'owner-portal';

/** One invoice request of the owner's payment as the portal shows it (blue, or the red letter that reversed it). */
export const OwnerInvoiceRow = InvoiceRequestRow.pick({
  id: true,
  direction: true,
  state: true,
  stateText: true,
  buyerType: true,
  buyerName: true,
  failReason: true,
  gross: true,
  invoiceNumber: true,
  createdAt: true,
}).extend({
  /** When the platform issued it (null until then). */
  issuedAt: z.string().nullable(),
  /** The PDF can be downloaded (issued, with a file). */
  hasPdf: z.boolean(),
});
export type OwnerInvoiceRow = z.output<typeof OwnerInvoiceRow>;

export const OwnerPaymentInput = z.object({ paymentId: Id });
export const OwnerInvoiceRequestInput = OwnerPaymentInput.extend({ buyer: InvoiceBuyerInput });
export const OwnerInvoiceFileInput = z.object({ id: Id });

export const ownerInvoiceEndpoints = {
  paymentInvoices: defineEndpoint({
    method: 'GET',
    path: '/api/owner/payments/:paymentId/invoices',
    input: OwnerPaymentInput,
    output: z.array(OwnerInvoiceRow),
    auth: 'owner',
    summary: '一笔缴费的电子发票（申请、开具状态、红冲）',
    tag,
  }),
  requestInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/owner/payments/:paymentId/invoices',
    input: OwnerInvoiceRequestInput,
    output: z.array(OwnerInvoiceRow),
    auth: 'owner',
    summary: '业主为自己房屋的一笔缴费申请电子发票（个人或单位抬头），由后台作业开具；不超过已缴未开票金额',
    tag,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/owner/invoices/:id/pdf',
    input: OwnerInvoiceFileInput,
    output: z.null(),
    raw: true,
    auth: 'owner',
    summary: '下载已开具的电子发票（PDF，经开票平台取得）',
    tag,
  }),
};
