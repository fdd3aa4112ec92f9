import type { z } from 'zod';
import type { OwnerInvoiceRequestInput, OwnerInvoiceRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { OwnerSession } from '../../http/register-endpoint';
import type { JobEngine } from '../../jobs/index';
import { onlineCashierOf, ownerHouse } from '../owner-portal/index';
import { invoiceFile } from './invoice-file';
import { requestDetails } from './invoice-views';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';
import type { IssueDeps } from './issue-invoice';
import { issueJob, writeRequests } from './request-invoice';

// 电子发票 in the 业主端: only for a payment of a house the records give the owner today (else the same 404 as a
// payment that does not exist); asked in the company's name by its online cashier, as the owner's payments are.

/** The payment's company, when its house is one the owner reaches. */
async function ownedPayment(db: Db, owner: OwnerSession, paymentId: number): Promise<{ companyId: number }> {
  const found = await repo.paymentHouse(db, paymentId);
  if (!found || found.houseId === null) throw invoiceErrors.paymentNotFound();
  const house = await ownerHouse(db, owner, found.houseId).catch(() => undefined);
  if (!house || house.company_id !== found.companyId) throw invoiceErrors.paymentNotFound();
  return { companyId: found.companyId };
}

async function rowsOf(db: Db, companyId: number, paymentId: number): Promise<OwnerInvoiceRow[]> {
  const { rows } = await repo.requestPage(db, companyId, { paymentId }, 1, 100);
  const details = await requestDetails(db, companyId, rows.map((r) => r.request.id));
  return details.map((d) => ({
    id: d.id,
    direction: d.direction,
    state: d.state,
    stateText: d.stateText,
    buyerType: d.buyerType,
    buyerName: d.buyerName,
    failReason: d.failReason,
    gross: d.gross,
    invoiceNumber: d.invoiceNumber,
    createdAt: d.createdAt,
    issuedAt: d.invoice?.issuedAt ?? null,
    hasPdf: Boolean(d.invoice?.pdfUrl),
  }));
}

export async function ownerPaymentInvoices(db: Db, owner: OwnerSession, paymentId: number): Promise<OwnerInvoiceRow[]> {
  const { companyId } = await ownedPayment(db, owner, paymentId);
  return rowsOf(db, companyId, paymentId);
}

/** 申请开票 from the portal: what is left to invoice of the payment, for the buyer the owner gives; a job issues it. */
export async function ownerRequestInvoice(
  { db, jobs }: { db: Db; jobs: JobEngine },
  owner: OwnerSession,
  input: z.output<typeof OwnerInvoiceRequestInput>,
): Promise<OwnerInvoiceRow[]> {
  const { companyId } = await ownedPayment(db, owner, input.paymentId);
  const cashier = await onlineCashierOf(db, companyId);
  if (!cashier) throw invoiceErrors.noStaffAccount();
  const requester = { companyId, userId: cashier };
  const jobId = await db.transaction(async (tx) => issueJob(tx, jobs, requester, await writeRequests(tx, requester, input), '业主申请开具电子发票'));
  if (jobId !== undefined) await jobs.dispatch(jobId);
  return rowsOf(db, companyId, input.paymentId);
}

/** The PDF of an issued invoice of the owner's payment. */
export async function ownerInvoicePdf(issue: Pick<IssueDeps, 'db' | 'platform'>, owner: OwnerSession, requestId: number) {
  const request = await repo.requestByIdAnyCompany(issue.db, requestId);
  if (!request) throw invoiceErrors.requestNotFound();
  const { companyId } = await ownedPayment(issue.db, owner, request.paymentId).catch(() => {
    throw invoiceErrors.requestNotFound();
  });
  return invoiceFile(issue, { companyId }, { id: requestId, format: 'pdf' });
}
