import type { DbOrTx } from '@pm/db';
import { dec, sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { lockAccount, type AccountKey, type EntryDraft } from './accounts.repo';
import { writePayment, type PaymentWritten } from './save-payment';
import type { TenderDraft } from './payments.repo';
import { settleErrors } from './settlement.errors';
import { outgoing } from './check-tenders';

// What a refund draws on and pays out: 退押 (7) one deposit item's account, 退预交款 (8) and 经付 (9) the 预交款, 退存零款
// (11) the 存零, 退房预交 (13) the whole 预交款 and 存零. The same accounts are locked when the request is entered
// (checked against the balance less the requests still pending) and when it is approved (checked again and paid).

const REFUND_SUMMARY: Record<string, string> = { '7': '退押金', '8': '退预交款', '9': '经付', '11': '退存零款', '13': '退房预交' };

/** The accounts a refund of this type draws on, by kind (a deposit with its item). */
function pools(settleType: string, itemId: number | null): string[] {
  if (settleType === '7') return [`deposit:${itemId ?? 0}`];
  if (settleType === '11') return ['change'];
  if (settleType === '13') return ['prepay', 'change'];
  return ['prepay'];
}

export interface RefundAsked {
  companyId: number;
  estateId: number;
  houseId: number;
  settleType: string;
  itemId: number | null;
  /** Positive. */
  amount: string;
}

/** The refund's accounts, locked in a fixed order for this transaction (undefined: never opened, balance 0), and Σ balance. */
export async function lockRefundAccounts(tx: DbOrTx, r: RefundAsked) {
  const accounts = [];
  for (const pool of pools(r.settleType, r.itemId)) {
    const [kind, item] = pool.split(':') as [AccountKey['kind'], string | undefined];
    accounts.push(await lockAccount(tx, { companyId: r.companyId, estateId: r.estateId, houseId: r.houseId, kind, itemId: Number(item ?? 0) }));
  }
  return { accounts, balance: sumAmounts(accounts.map((a) => a?.balance ?? '0')) };
}

/**
 * At entry: the refund must fit the balance less what pending requests on the same accounts hold back; 退房预交 must
 * be the whole balance and waits for no other request (it empties both accounts).
 */
export function checkRefundable(r: RefundAsked, balance: string, pending: readonly { settleType: string; itemId: number | null; amount: string }[]): void {
  const drawn = pools(r.settleType, r.itemId);
  const held = pending.filter((p) => pools(p.settleType, p.itemId).some((x) => drawn.includes(x)));
  if (r.settleType === '13') {
    if (held.length > 0) throw settleErrors.refundPending();
    if (!dec(r.amount).eq(balance)) throw settleErrors.moveOutAmount(balance);
    return;
  }
  const heldBack = sumAmounts(held.map((p) => p.amount));
  const available = dec(balance).minus(heldBack);
  if (dec(r.amount).lte(available)) return;
  throw dec(heldBack).isZero() ? settleErrors.overBalance(balance) : settleErrors.overAvailable(available.toFixed(2), balance, heldBack);
}

/**
 * At approval, in the approving transaction: the balance checked again (it may have moved since the request), then
 * the refund paid as the counter always paid it: one payment of the refund's type with negative tenders, an entry
 * on each account drawn, and a numbered receipt (the payee signs it). The cashier is the approver, who pays out.
 */
export async function payRefund(
  tx: DbOrTx,
  s: Session,
  r: RefundAsked & { tenders: readonly TenderDraft[]; payeeName: string | null; reason: string },
  day: string,
): Promise<PaymentWritten> {
  const { accounts, balance } = await lockRefundAccounts(tx, r);
  if (r.settleType === '13' && !dec(r.amount).eq(balance)) throw settleErrors.moveOutAmount(balance);
  if (dec(r.amount).gt(balance)) throw settleErrors.overBalance(balance);
  const summary = REFUND_SUMMARY[r.settleType]!;
  const entries: EntryDraft[] =
    r.settleType === '13'
      ? accounts.filter((a) => a && dec(a.balance).gt(0)).map((a) => ({ accountId: a!.id, amount: dec(a!.balance).negated().toFixed(2), summary }))
      : [{ accountId: accounts[0]!.id, amount: dec(r.amount).negated().toFixed(2), summary }];
  return writePayment(tx, s, {
    estateId: r.estateId,
    houseId: r.houseId,
    settleType: r.settleType,
    total: dec(r.amount).negated().toFixed(2),
    tenders: outgoing(r.tenders),
    allocations: [],
    entries,
    day,
    payerName: r.payeeName,
    remark: r.reason,
    receipt: true,
  });
}
