import type { z } from 'zod';
import type { ReversePaymentInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import type { ReversalInvoices } from '../invoices/index';
import { lockAccountsById, openAccount } from './accounts.repo';
import { lockOpenLines } from './counter.repo';
import type { PaymentAnswer } from './build-payment-answer';
import { writePayment, writtenAnswer } from './save-payment';
import * as repo from './payments.repo';
import { settleErrors } from './settlement.errors';

const ACCOUNT_NAMES: Record<string, string> = { prepay: '预交款', deposit: '押金', change: '存零款', agency: '委收款' };
const neg = (v: string) => dec(v).negated().toFixed(2);
/** 微信线上 and 企业微信: money that came through WeChat Pay goes back only through a refund request (原路退回). */
const ONLINE_METHODS = new Set(['6', '10']);

/**
 * The reversal's account entries: each entry of the payment negated, those that raise a balance
 * first (each group in the payment's order). Negated in the payment's own order, a 预交 whose
 * offset used the balance (+65.43 in, −65.43 offset) would take the money out before putting the
 * offsets back, and the running balance would dip below zero although the net is 0.00. Raising
 * first, a balance falls only at the end, to the net the reversal's balance check allowed.
 */
function reversalEntries(entries: readonly { accountId: number; amount: string; lineId: number | null; summary: string }[]) {
  const negatedRows = entries.map((e) => ({ accountId: e.accountId, amount: neg(e.amount), lineId: e.lineId, summary: `冲红：${e.summary}`.slice(0, 100) }));
  return [...negatedRows.filter((e) => dec(e.amount).gt(0)), ...negatedRows.filter((e) => !dec(e.amount).gt(0))];
}

/**
 * 冲红 (14): reverses a payment in full with a negative copy of its tenders (same methods),
 * allocations (the lines open again through the ledger trigger) and account entries, and voids its
 * receipt (which keeps its number). The reversal itself takes no receipt. Refused when the money
 * an account received has been used since (the balance cannot go back). Money that came online (methods 6 and 10)
 * is not handed back at the counter: it stays with the house as 预交款, to go back to the payer through an approved
 * refund request (原路退回); a 预交 that was itself online money cannot be reversed at all. Its e-invoices are
 * red-lettered in the same transaction (modules/invoices), or the reversal is refused while one is being issued.
 */
export async function reversePayment({ db, invoices }: { db: Db; invoices: ReversalInvoices }, s: Session, input: z.output<typeof ReversePaymentInput>): Promise<PaymentAnswer> {
  const day = chinaToday();
  const written = await db.transaction(async (tx) => {
    const original = await repo.lockPayment(tx, s.companyId, input.paymentId);
    if (!original) throw settleErrors.notFound('结算记录');
    if (original.settleType === '14') throw settleErrors.reversalOfReversal();
    if (original.settleType === '15') throw settleErrors.openingNotReversible();
    if (original.reversedBy !== null) throw settleErrors.alreadyReversed();
    const parts = await repo.paymentParts(tx, original.id);
    // Lines before accounts, as a payment locks them: a reversal and a payment of one house queue.
    if (original.houseId !== null && parts.allocations.length) await lockOpenLines(tx, s.companyId, original.houseId, parts.allocations.map((a) => a.lineId));
    const online = parts.tenders.filter((t) => ONLINE_METHODS.has(t.method)).reduce((sum, t) => sum.plus(t.amount), dec('0'));
    if (online.gt(0) && original.settleType === '2') throw settleErrors.onlineNotReversible();
    const accounts = await lockAccountsById(tx, s.companyId, [...new Set(parts.entries.map((e) => e.accountId))]);
    for (const account of accounts) {
      const moved = parts.entries.filter((e) => e.accountId === account.id).reduce((sum, e) => sum.minus(e.amount), dec('0'));
      if (dec(account.balance).plus(moved).isNegative()) throw settleErrors.accountUsed(ACCOUNT_NAMES[account.kind] ?? '账户余额');
    }
    const kept =
      online.gt(0) && original.houseId !== null
        ? [{ accountId: (await openAccount(tx, { companyId: s.companyId, estateId: original.estateId, houseId: original.houseId, kind: 'prepay', itemId: 0 })).id, amount: online.toFixed(2), lineId: null, summary: '冲红：线上收款转预交款' }]
        : [];
    const reversal = await writePayment(tx, s, {
      estateId: original.estateId,
      houseId: original.houseId,
      settleType: '14',
      total: dec(neg(original.total)).plus(online).toFixed(2),
      tenders: parts.tenders.filter((t) => !ONLINE_METHODS.has(t.method)).map((t) => ({ method: t.method, amount: neg(t.amount), accountId: t.accountId, reference: t.reference })),
      allocations: parts.allocations.map((a) => ({
        lineId: a.lineId,
        houseId: a.houseId,
        itemId: a.itemId,
        principal: neg(a.principal),
        lateFee: neg(a.lateFee),
        lateDays: a.lateDays,
        lateRate: a.lateRate,
        source: a.source,
      })),
      entries: [...kept, ...reversalEntries(parts.entries)],
      day,
      payerName: original.payerName,
      remark: input.reason,
      reversalOf: original.id,
      receipt: false,
      detail: { reversalOf: original.id, reason: input.reason },
    });
    const receipt = await repo.receiptOf(tx, original.id);
    if (receipt) await repo.insertVoid(tx, { receiptId: receipt.id, companyId: s.companyId, reversalPaymentId: reversal.payment.id, reason: input.reason, voidedBy: s.userId });
    // Its invoices are red-lettered (or its unsent requests cancelled) in this transaction; the database refuses
    // the reversal at commit if any of it still stands invoiced.
    const invoiceJob = await invoices.inReversal(tx, s, original.id);
    return { ...reversal, invoiceJob };
  });
  if (written.invoiceJob !== undefined) await invoices.dispatch(written.invoiceJob);
  return writtenAnswer(written);
}
