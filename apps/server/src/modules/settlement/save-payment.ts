import type { DbOrTx } from '@pm/db';
import { sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import type { EntryDraft } from './accounts.repo';
import { toPaymentAnswer, type PaymentAnswer } from './build-payment-answer';
import { insertPaymentLean, insertPaymentWhole, type AlsoWritten, type GuardProblem, type PaymentGuard, type PaymentWrite, type WrittenPayment } from './payment-insert.repo';
import type * as repo from './payments.repo';
import { checkedReceipt, receiptDraft, type Numbering, type ReceiptDraft } from './take-receipt-numbers';
import { settleErrors } from './settlement.errors';

// Writes one payment in the caller's transaction: the payment, its tenders, its allocations, its
// account entries, the operation log and its receipt in one statement (the receipt's numbering read
// first unless the caller read it with its own context).

export const PAYMENTS_LOG_KEY = 'settle-payments';

export interface PaymentDraft {
  estateId: number;
  houseId: number | null;
  settleType: string;
  /** Σ tenders: positive in, negative out. */
  total: string;
  tenders: readonly repo.TenderDraft[];
  allocations: readonly repo.AllocationInsert[];
  entries: readonly EntryDraft[];
  day: string;
  payerName?: string | null | undefined;
  remark?: string | null | undefined;
  batchRef?: string | null | undefined;
  reversalOf?: number | null;
  /** 实收 and 找零 when change was handed back (total = received − change). */
  changeGiven?: { received: string; change: string } | null;
  /** Numbered receipt (every payment but a reversal). */
  receipt: boolean;
  /** What the operation log keeps of the payment besides its type and total. */
  detail?: Record<string, unknown>;
  /** What the read assumed of the lines, checked again by the write (a refusal writes nothing). */
  guard?: PaymentGuard;
  /** The caller's writes in the payment's own statement (see AlsoWritten). */
  also?: AlsoWritten;
}

const REFUSAL: Record<GuardProblem, () => Error> = {
  held: settleErrors.lineHeld,
  locked: settleErrors.lineLocked,
  waived: settleErrors.dueChanged,
};

/** The payment as written, with its receipt (none for a reversal): what its answer shows. */
export type PaymentWritten = WrittenPayment & { receipt: { id: number; number: string } | null };

function paymentWrite(s: Pick<Session, 'companyId' | 'userId'>, d: PaymentDraft, receipt: ReceiptDraft | null): PaymentWrite {
  return {
    payment: {
      companyId: s.companyId,
      estateId: d.estateId,
      houseId: d.houseId,
      settleType: d.settleType,
      total: d.total,
      principal: sumAmounts(d.allocations.map((a) => a.principal)),
      lateFee: sumAmounts(d.allocations.map((a) => a.lateFee ?? '0')),
      payerName: d.payerName ?? null,
      remark: d.remark ?? null,
      batchRef: d.batchRef ?? null,
      reversalOf: d.reversalOf ?? null,
      received: d.changeGiven?.received ?? null,
      changeGiven: d.changeGiven?.change ?? null,
      cashierId: s.userId,
      businessDate: d.day,
    },
    tenders: d.tenders,
    allocations: d.allocations,
    entries: d.entries,
    log: { recordKey: PAYMENTS_LOG_KEY, action: `settle-${d.settleType}`, detail: { houseId: d.houseId, total: d.total, ...d.detail } },
    receipt,
    guard: d.guard ?? null,
    also: d.also,
  };
}

export async function writePayment(tx: DbOrTx, s: Pick<Session, 'companyId' | 'userId'>, d: PaymentDraft, numbering?: Numbering): Promise<PaymentWritten> {
  const receipt = d.receipt ? await receiptDraft(tx, s.companyId, d.estateId, d.day, numbering) : null;
  const result = await insertPaymentWhole(tx, paymentWrite(s, d, receipt?.draft ?? null));
  if (result.problem) throw REFUSAL[result.problem]();
  const { taken, problem: _none, ...written } = result;
  return { ...written, receipt: receipt && taken ? checkedReceipt(receipt.numbering, d.day, taken) : null };
}

/** writePayment for a payment nobody reads back (online money): its id and receipt, the same writes and checks. */
export async function writePaymentLean(tx: DbOrTx, s: Pick<Session, 'companyId' | 'userId'>, d: PaymentDraft, numbering?: Numbering): Promise<{ paymentId: number; receipt: { id: number; number: string } | null }> {
  const receipt = d.receipt ? await receiptDraft(tx, s.companyId, d.estateId, d.day, numbering) : null;
  const result = await insertPaymentLean(tx, paymentWrite(s, d, receipt?.draft ?? null));
  if (result.problem) throw REFUSAL[result.problem]();
  return { paymentId: result.id, receipt: receipt && result.taken ? checkedReceipt(receipt.numbering, d.day, result.taken) : null };
}

/** The answer of a payment just written: nothing reversed it yet, its receipt is neither voided nor printed. */
export function writtenAnswer(w: PaymentWritten): PaymentAnswer {
  return toPaymentAnswer({ ...w, reversedBy: null, receipt: w.receipt ? { ...w.receipt, voidReason: null, prints: 0 } : undefined });
}
