import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { InvoiceBulkAnswer, InvoiceBulkInput, InvoiceBuyerInput, InvoiceRequestAnswer, InvoiceRequestInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { BUYER_PROBLEM_TEXT, buyerProblems, chinaToday, sumAmounts, type InvoiceBuyer } from '@pm/domain';
import { AppError } from '../../errors/app-error';
import { fromDatabaseError } from '../../errors/db-errors';
import type { Session } from '../../http/session';
import type { JobEngine } from '../../jobs/index';
import { groupLines, planLines, withinTolerance, type PlannedLine } from './invoice-lines';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';
import { sellerOf } from './tax-setup.repo';
import { requestDetails } from './invoice-views';

/** The job kind that sends requests to the platform (one task per request). */
export const ISSUE_JOB = 'einvoice_issue';

type Buyer = z.output<typeof InvoiceBuyerInput>;
/** Who asks: a staff member, or for an owner in the portal the company's online cashier (as an owner's payment). */
export type Requester = Pick<Session, 'companyId' | 'userId'>;

/** Our orderNo at the platform (≤ 20 letters and digits): FP, the China day (yyMMdd) and 12 random digits. */
export function newRequestNo(): string {
  const day = chinaToday().replaceAll('-', '').slice(2);
  return `FP${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The buyer from the house's first current owner: a 法人 or 开发商 owner is a company with its document number as tax id. */
async function ownerBuyer(tx: DbOrTx, companyId: number, houseId: number | null): Promise<Buyer | undefined> {
  if (houseId === null) return undefined;
  const [owner] = await repo.currentOwners(tx, companyId, houseId);
  if (!owner) return undefined;
  const company = owner.type === '2' || owner.type === '3';
  return {
    kind: company ? 'company' : 'person',
    name: owner.name,
    ...(company && owner.id_number ? { taxId: owner.id_number.trim().toUpperCase() } : {}),
    ...(owner.mobile && /^1\d{10}$/.test(owner.mobile) ? { phone: owner.mobile } : {}),
  };
}

function checkBuyer(buyer: Buyer) {
  const asDomain: InvoiceBuyer = { kind: buyer.kind, name: buyer.name, taxId: buyer.taxId ?? null };
  const [problem] = buyerProblems(asDomain);
  if (problem) throw invoiceErrors.buyer(BUYER_PROBLEM_TEXT[problem]);
}

/**
 * The requests of one payment, in the caller's transaction: what is left to invoice of its receipt lines (the
 * database refuses more than was paid, however many ask at once), for the buyer given or the house's owner, as one
 * invoice or one per charge item (the company's choice), each sent by a job once committed.
 */
export async function writeRequests(tx: DbOrTx, s: Requester, input: { paymentId: number; buyer?: Buyer | undefined }): Promise<number[]> {
  const seller = await sellerOf(tx, s.companyId);
  if (!seller) throw invoiceErrors.noSeller();
  const payment = await repo.lockPayment(tx, s.companyId, input.paymentId);
  if (!payment) throw invoiceErrors.paymentNotFound();
  if (payment.settleType === '14' || payment.settleType === '15') throw invoiceErrors.reversalPayment();
  if (payment.reversed) throw invoiceErrors.paymentReversed();
  const plan = planLines(await repo.allocationsOf(tx, s.companyId, payment.id));
  if (!plan.ok) throw 'nothing' in plan ? invoiceErrors.nothingLeft() : invoiceErrors.noTaxSetup(plan.missingTax);
  const buyer = input.buyer ?? (await ownerBuyer(tx, s.companyId, payment.houseId));
  if (!buyer) throw invoiceErrors.noBuyer();
  checkBuyer(buyer);
  const mode = seller.mergeMode === 'per_item' ? 'per_item' : 'merged';
  const groups = groupLines(plan.lines, mode);
  if (!groups.every(withinTolerance)) throw invoiceErrors.tolerance();

  const requestIds: number[] = [];
  for (const lines of groups) requestIds.push(await insertBlue(tx, s, payment, buyer, mode, lines));
  return requestIds;
}

/** The job that sends these requests (one task each), written in the caller's transaction; dispatch after commit. */
export async function issueJob(tx: DbOrTx, jobs: JobEngine, s: Requester, requestIds: number[], title = '开具电子发票'): Promise<number | undefined> {
  if (requestIds.length === 0) return undefined;
  const job = await jobs.create(tx, {
    companyId: s.companyId,
    kind: ISSUE_JOB,
    title,
    createdBy: s.userId,
    params: { requestIds },
    total: requestIds.length,
    tasks: requestIds.map((requestId) => ({ requestId })),
  });
  await repo.setJob(tx, requestIds, job.id);
  return job.id;
}

async function insertBlue(
  tx: DbOrTx,
  s: Requester,
  payment: NonNullable<Awaited<ReturnType<typeof repo.lockPayment>>>,
  buyer: Buyer,
  mode: 'merged' | 'per_item',
  lines: PlannedLine[],
): Promise<number> {
  const request = await repo.insertRequest(tx, {
    companyId: s.companyId,
    estateId: payment.estateId,
    houseId: payment.houseId,
    paymentId: payment.id,
    receiptId: payment.receiptId,
    direction: 'blue',
    itemId: mode === 'per_item' ? (lines[0]?.itemId ?? null) : null,
    buyerType: buyer.kind,
    buyerName: buyer.name,
    buyerTaxId: buyer.taxId ?? '',
    buyerPhone: buyer.phone ?? '',
    buyerEmail: buyer.email ?? '',
    requestNo: newRequestNo(),
    net: sumAmounts(lines.map((l) => l.net)),
    tax: sumAmounts(lines.map((l) => l.tax)),
    gross: sumAmounts(lines.map((l) => l.gross)),
    createdBy: s.userId,
  });
  await repo.insertLines(
    tx,
    lines.map((line, i) => ({ companyId: s.companyId, requestId: request.id, seq: i + 1, ...line })),
  );
  return request.id;
}

/** 申请开票 for one payment at the counter; the job sends it after commit. */
export async function requestInvoice(
  { db, jobs }: { db: Db; jobs: JobEngine },
  s: Session,
  input: z.output<typeof InvoiceRequestInput>,
): Promise<z.output<typeof InvoiceRequestAnswer>> {
  const written = await db.transaction(async (tx) => {
    const requestIds = await writeRequests(tx, s, input);
    return { requestIds, jobId: await issueJob(tx, jobs, s, requestIds) };
  });
  if (written.jobId !== undefined) await jobs.dispatch(written.jobId);
  return { requests: await requestDetails(db, s.companyId, written.requestIds) };
}

/** At most this many payments per bulk request (a larger period is asked in parts). */
export const BULK_MAX = 2000;

/**
 * 批量开票: every payment of the company (or estate) on the days given with something left to invoice, each with its
 * owner as buyer, in one transaction with one job; a payment that is refused (no owner, a company owner without a
 * valid tax id, an item without tax setup, a request of someone else at the same moment) is rolled back to its
 * savepoint and reported, and the rest go on.
 */
export async function requestBulk(
  { db, jobs }: { db: Db; jobs: JobEngine },
  s: Session,
  input: z.output<typeof InvoiceBulkInput>,
): Promise<z.output<typeof InvoiceBulkAnswer>> {
  if (input.from > input.to) throw invoiceErrors.badPeriod();
  if (!(await sellerOf(db, s.companyId))) throw invoiceErrors.noSeller();
  const paymentIds = await repo.paymentsToInvoice(db, s.companyId, input, BULK_MAX);
  const skipped: z.output<typeof InvoiceBulkAnswer>['skipped'] = [];
  const written = await db.transaction(async (tx) => {
    const requestIds: number[] = [];
    for (const paymentId of paymentIds) {
      try {
        requestIds.push(...(await tx.transaction((sp) => writeRequests(sp, s, { paymentId }))));
      } catch (error) {
        const refusal = error instanceof AppError ? error : fromDatabaseError(error);
        if (!refusal) throw error;
        skipped.push({ paymentId, receiptNumber: await repo.receiptNumberOf(tx, paymentId), reason: refusal.message });
      }
    }
    return { requestIds, jobId: await issueJob(tx, jobs, s, requestIds) };
  });
  if (written.jobId !== undefined) await jobs.dispatch(written.jobId);
  return { created: written.requestIds.length, requests: written.requestIds, skipped };
}
