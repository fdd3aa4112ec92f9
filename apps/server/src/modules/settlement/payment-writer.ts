import type { DbOrTx } from '@pm/db';
import { sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { insertEntries, type EntryDraft } from './accounts.repo';
import * as repo from './payments.repo';
import { issueReceipt } from './receipt-numbers';

// Writes one payment in the caller's transaction, in the ledger's order: the payment, its tenders,
// its allocations (one statement), its account entries, the operation log and — last, so the
// counter row is locked for the shortest time — its receipt.

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
  /** Numbered receipt (every payment but a reversal). */
  receipt: boolean;
  /** What the operation log keeps of the payment besides its type and total. */
  detail?: Record<string, unknown>;
}

export async function writePayment(tx: DbOrTx, s: Session, d: PaymentDraft): Promise<number> {
  const paymentId = await repo.insertPayment(tx, {
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
    cashierId: s.userId,
    businessDate: d.day,
  });
  await repo.insertTenders(tx, s.companyId, paymentId, d.tenders);
  await repo.insertAllocations(tx, s.companyId, paymentId, d.allocations);
  await insertEntries(tx, s.companyId, paymentId, d.entries);
  await logOperation(tx, s, { recordKey: PAYMENTS_LOG_KEY, recordId: paymentId, action: `settle-${d.settleType}`, detail: { houseId: d.houseId, total: d.total, ...d.detail } });
  if (d.receipt) await issueReceipt(tx, { companyId: s.companyId, estateId: d.estateId, paymentId, userId: s.userId, day: d.day });
  return paymentId;
}
