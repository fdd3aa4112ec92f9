import type { DbOrTx } from '@pm/db';
import { allocatePayment, dec, lineDue, sumAmounts } from '@pm/domain';
import { openAccount, type EntryDraft } from './accounts.repo';
import { CATEGORY_OF_TYPE, lateTermsOf, lineCategory, toOpenLine } from './build-open-lines';
import * as repo from './counter.repo';
import { payContext, payContextWithLines } from './pay-context.repo';
import type { AlsoWritten } from './payment-insert.repo';
import { writePaymentLean } from './save-payment';
import { numberingBy } from './take-receipt-numbers';
import { settleErrors } from './settlement.errors';

// What online payment (线上支付, modules/payments) asks of the counter's ledger: the lines an order may hold with
// what they owe as of a day (read under the same line locks a counter payment takes, so one of the two waits), and
// the payment an order's money becomes once the vendor says it arrived — the counter's allocation, the counter's
// receipt, one transaction with the caller's order update.

export type OnlineSettleType = '1' | '4' | '5' | '6';

export interface QuotedLine {
  lineId: number;
  itemId: number;
  itemName: string;
  period: string;
  principal: string;
  lateFee: string;
}

export interface OnlineQuote {
  house: { id: number; name: string; estateId: number };
  lines: QuotedLine[];
  principal: string;
  lateFee: string;
  amount: string;
}

/**
 * The chosen open lines of the house (default: every open line of the type's category that nothing holds),
 * locked FOR UPDATE in line order, with their whole open principal and late fee as of `asOf`. Refuses lines of
 * another category, lines waiting for an audit and lines an open online order already holds.
 */
export async function quoteOnlineLines(
  tx: DbOrTx,
  companyId: number,
  input: { houseId: number; settleType: OnlineSettleType; lineIds?: readonly number[] | undefined; asOf: string },
): Promise<OnlineQuote> {
  const context = await payContext(tx, companyId, input.houseId);
  if (!context) throw settleErrors.notFound('房屋');
  const category = CATEGORY_OF_TYPE[input.settleType];
  const wanted = input.lineIds ? [...new Set(input.lineIds)] : undefined;
  const locked = await repo.lockOpenLines(tx, companyId, context.house.id, wanted);
  if (wanted && locked.length !== wanted.length) throw settleErrors.lineGone();
  let rows = await repo.openLines(tx, companyId, context.house.id, locked);
  if (wanted) {
    if (rows.some((r) => lineCategory(r) !== category)) throw settleErrors.wrongCategory();
    if (rows.some((r) => r.locked)) throw settleErrors.lineLocked();
    if (rows.some((r) => r.heldBy !== null)) throw settleErrors.lineHeld();
  } else rows = rows.filter((r) => lineCategory(r) === category && !r.locked && r.heldBy === null);
  const terms = lateTermsOf(context.settings);
  const lines = rows
    .map((r) => ({ row: r, due: lineDue(toOpenLine(r, terms), input.asOf) }))
    .filter((x) => dec(x.due.principal).plus(x.due.lateFee).gt(0))
    .map(({ row, due }) => ({ lineId: row.id, itemId: row.itemId, itemName: row.itemName, period: row.period, principal: due.principal, lateFee: due.lateFee }));
  if (lines.length === 0) throw settleErrors.nothingToSettle();
  const principal = sumAmounts(lines.map((l) => l.principal));
  const lateFee = sumAmounts(lines.map((l) => l.lateFee));
  return { house: context.house, lines, principal, lateFee, amount: dec(principal).plus(lateFee).toFixed(2) };
}

export interface OnlineMoney {
  companyId: number;
  houseId: number;
  settleType: OnlineSettleType;
  /** settle_method 6 or 10: the payment's one tender. */
  method: string;
  /** Our order number: the tender's reference. */
  outTradeNo: string;
  amount: string;
  /** The day the order's amount was counted to: its lines settle as of this day. */
  asOf: string;
  /** The lines the order held; those still open (and not held by another order) settle, oldest due first. */
  lineIds: readonly number[];
  /** The staff member who created the order: the payment's cashier (its receipt and daily report). */
  cashierId: number;
  /** The China day the money arrived (the vendor's success_time): the payment's business day. */
  day: string;
  /** 微信支付订单号, kept in the remark for the cashier's eye (pay_orders holds it for matching). */
  transactionId: string;
}

/**
 * The payment of an order's money, in the caller's transaction: the held lines still open settle as the counter
 * would (principal with its late fee as of the order's day); what they cannot take — every fen when the lines were
 * paid otherwise — goes to the house's 预交款, so money that arrived is never dropped. A numbered receipt.
 * `before` learns what goes to 预交款 (the whole amount when no line could take it) before the write and may give writes of its own for the payment's statement (the
 * order's settlement), so the estate's receipt counter is taken by the transaction's last statement.
 */
export async function settleOnlineMoney(tx: DbOrTx, m: OnlineMoney, before?: (toPrepay: string) => Promise<AlsoWritten | undefined>) {
  const ids = [...new Set(m.lineIds)];
  const read = await payContextWithLines(tx, m.companyId, m.houseId, ids);
  if (!read) throw settleErrors.notFound('房屋');
  const { context } = read;
  const { house } = context;
  const rows = read.lines.filter(
    (r) => lineCategory(r) === CATEGORY_OF_TYPE[m.settleType] && !r.locked && (r.heldBy === null || ids.includes(r.id)),
  );
  const s = { companyId: m.companyId, userId: m.cashierId };
  const terms = lateTermsOf(context.settings);
  const result = allocatePayment({ lines: rows.map((r) => toOpenLine(r, terms)), asOf: m.asOf, cash: m.amount, prepay: '0' });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const entries: EntryDraft[] = [];
  if (dec(result.overpay).gt(0)) {
    const prepay = await openAccount(tx, { companyId: m.companyId, estateId: house.estateId, houseId: house.id, itemId: 0, kind: 'prepay' });
    entries.push({ accountId: prepay.id, amount: result.overpay, summary: result.allocations.length === 0 ? '线上到账转预交款' : '线上多收转预交款' });
  }
  // Online money for a 委收 item is owed to its principal as at the counter.
  if (m.settleType === '5') {
    for (const [itemId, amounts] of groupPrincipal(result.allocations, byId)) {
      const amount = sumAmounts(amounts);
      if (!dec(amount).gt(0)) continue;
      const account = await openAccount(tx, { companyId: m.companyId, estateId: house.estateId, houseId: 0, kind: 'agency', itemId });
      entries.push({ accountId: account.id, amount, summary: `委收${house.name}` });
    }
  }
  const settleType = result.allocations.length === 0 ? '2' : m.settleType;
  const also = before ? await before(result.overpay) : undefined;
  return writePaymentLean(
    tx,
    s,
    {
      estateId: house.estateId,
      houseId: house.id,
      settleType,
      total: dec(m.amount).toFixed(2),
      tenders: [{ method: m.method, amount: dec(m.amount).toFixed(2), reference: m.outTradeNo }],
      allocations: result.allocations.map((a) => ({ ...a, houseId: house.id, itemId: byId.get(a.lineId)!.itemId })),
      entries,
      day: m.day,
      remark: `微信支付订单号 ${m.transactionId}`,
      receipt: true,
      detail: { online: m.outTradeNo, lines: result.allocations.length, overpay: result.overpay },
      ...(also ? { also } : {}),
    },
    numberingBy(house.estateId, context.rule),
  );
}

function groupPrincipal(allocations: readonly { lineId: number; principal: string }[], byId: Map<number, { itemId: number }>) {
  const perItem = new Map<number, string[]>();
  for (const a of allocations) {
    const itemId = byId.get(a.lineId)!.itemId;
    perItem.set(itemId, [...(perItem.get(itemId) ?? []), a.principal]);
  }
  return [...perItem.entries()].sort(([x], [y]) => x - y);
}
