import type { z } from 'zod';
import type { PayInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { allocatePayment, type Allocation, chinaToday, dec, giveChange, sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { lockAccount, openAccount, type EntryDraft } from './accounts.repo';
import { CATEGORY_OF_TYPE, lateTermsOf, lineCategory, toOpenLine } from './build-open-lines';
import type { OpenLineRow } from './counter.repo';
import type { PaymentAnswer } from './build-payment-answer';
import { payContextWithLines } from './pay-context.repo';
import { guardOf } from './build-payment-guard';
import { writePayment, writtenAnswer } from './save-payment';
import { numberingBy } from './take-receipt-numbers';
import { checkTenders } from './check-tenders';
import { fieldError, settleErrors } from './settlement.errors';

type PayData = z.output<typeof PayInput>;

/** The chosen lines (locked by the caller's read), checked against the settle type. */
function chosenLines(locked: OpenLineRow[], input: PayData, wanted: readonly number[] | undefined): OpenLineRow[] {
  const category = CATEGORY_OF_TYPE[input.settleType];
  if (!wanted) return locked.filter((r) => lineCategory(r) === category && !r.locked && r.heldBy === null);
  if (locked.length !== wanted.length) throw settleErrors.lineGone();
  if (locked.some((r) => lineCategory(r) !== category)) throw settleErrors.wrongCategory();
  if (locked.some((r) => r.locked)) throw settleErrors.lineLocked();
  if (locked.some((r) => r.heldBy !== null)) throw settleErrors.lineHeld();
  return locked;
}

const spent = (a: Allocation) => dec(a.principal).plus(a.lateFee);

/**
 * 找零: the over-payment handed back in cash. The payment keeps what the lines take (its tenders
 * less the change, cash only) and records 实收 and 找零; the change moves no account.
 */
function changeBack(tenders: PayData['tenders'], total: string, overpay: string) {
  try {
    return giveChange(tenders, dec(total).minus(overpay).toFixed(2))!;
  } catch (error) {
    if (error instanceof RangeError) throw fieldError('overpayTo', error.message);
    throw error;
  }
}

/**
 * 收费 (1), 特服 (4), 委收 (5), 其他 (6), 托收 (12): settles the chosen open lines of the type's
 * category oldest due first with their late fees, in one transaction. With usePrepay the
 * pre-payment offsets the lines that allow it first; cash left over goes to 预交款, 存零 or back
 * to the payer as 找零. 委收 also credits the estate's 代收 account of each item with the principal
 * collected for it.
 */
export async function pay({ db }: { db: Db }, s: Session, input: PayData): Promise<PaymentAnswer> {
  const day = chinaToday();
  const asOf = input.asOf ?? day;
  checkTenders(input.tenders, input.total);
  if (input.settleType === '12') {
    if (!input.batchRef) throw fieldError('batchRef', '托收须填写银行批次号');
    if (input.tenders.some((t) => t.method !== '2')) throw fieldError('tenders', '托收只能使用转账结算');
  }
  const written = await db.transaction(async (tx) => {
    // The house, its estate's arrears settings, receipt rule and open lines (locked) in one read.
    const wanted = input.lineIds ? [...new Set(input.lineIds)] : undefined;
    const read = await payContextWithLines(tx, s.companyId, input.houseId, wanted);
    if (!read) throw settleErrors.notFound('房屋');
    const { context } = read;
    const { house } = context;
    const terms = lateTermsOf(context.settings);
    const lines = chosenLines(read.lines, input, wanted);
    if (lines.length === 0) throw settleErrors.nothingToSettle();
    const key = { companyId: s.companyId, estateId: house.estateId, houseId: house.id, itemId: 0 };
    const prepayAccount = input.usePrepay ? await lockAccount(tx, { ...key, kind: 'prepay' }) : undefined;
    const result = allocatePayment({ lines: lines.map((l) => toOpenLine(l, terms)), asOf, cash: input.total, prepay: prepayAccount?.balance ?? '0' });
    if (input.expectedDue !== undefined && !dec(input.expectedDue).eq(result.due)) throw settleErrors.dueChanged();
    if (result.allocations.length === 0) throw settleErrors.nothingToSettle();
    const byId = new Map(lines.map((l) => [l.id, l]));
    const entries: EntryDraft[] = [];
    for (const a of result.allocations.filter((x) => x.source === 'prepay')) {
      const line = byId.get(a.lineId)!;
      entries.push({ accountId: prepayAccount!.id, amount: spent(a).negated().toFixed(2), lineId: a.lineId, summary: `冲抵${line.itemName}${line.period}` });
    }
    const over = dec(result.overpay).gt(0);
    const change = over && input.overpayTo === 'payer' ? changeBack(input.tenders, input.total, result.overpay) : null;
    if (over && input.overpayTo !== 'payer') {
      const to = await openAccount(tx, { ...key, kind: input.overpayTo });
      entries.push({ accountId: to.id, amount: result.overpay, summary: input.overpayTo === 'prepay' ? '多收转预交款' : '多收转存零' });
    }
    if (input.settleType === '5') entries.push(...(await agencyMemos(tx, key, house.name, result.allocations, byId)));
    return writePayment(tx, s, {
      estateId: house.estateId,
      houseId: house.id,
      settleType: input.settleType,
      total: change ? change.total : dec(input.total).toFixed(2),
      tenders: change ? change.kept : input.tenders,
      allocations: result.allocations.map((a) => ({ ...a, houseId: house.id, itemId: byId.get(a.lineId)!.itemId })),
      entries,
      day,
      payerName: input.payerName,
      remark: input.remark,
      batchRef: input.batchRef,
      changeGiven: change ? { received: change.received, change: change.change } : null,
      receipt: true,
      detail: { lines: result.allocations.length, prepayUsed: result.prepayUsed, overpay: result.overpay, ...(change ? { received: change.received, change: change.change } : {}) },
      guard: guardOf(result.allocations, byId, null),
    }, numberingBy(house.estateId, context.rule));
  });
  return writtenAnswer(written);
}

/** 委收: the principal collected per pass-through item, credited to the estate's 代收 account (a memo of what is owed to the principal; late fees stay with the estate). */
async function agencyMemos(tx: DbOrTx, key: { companyId: number; estateId: number }, houseName: string, allocations: Allocation[], byId: Map<number, OpenLineRow>) {
  const perItem = new Map<number, string[]>();
  for (const a of allocations) {
    const itemId = byId.get(a.lineId)!.itemId;
    perItem.set(itemId, [...(perItem.get(itemId) ?? []), a.principal]);
  }
  const entries: EntryDraft[] = [];
  for (const itemId of [...perItem.keys()].sort((x, y) => x - y)) {
    const amount = sumAmounts(perItem.get(itemId)!);
    if (!dec(amount).gt(0)) continue;
    const account = await openAccount(tx, { ...key, houseId: 0, kind: 'agency', itemId });
    entries.push({ accountId: account.id, amount, summary: `委收${houseName}` });
  }
  return entries;
}
