import type { z } from 'zod';
import type { OwnerBills, OwnerPaidInput, OwnerPaidPage } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday, dec, SETTLE_METHODS, sumAmounts } from '@pm/domain';
import type { OwnerSession } from '../../http/register-endpoint';
import { counterLines, houseAccounts } from '../settlement/index';
import { houseAnswer, ownerHouse } from './owner-access';
import * as repo from './owner-pay.repo';

// 账单 and 缴费记录: the counter's own lines and late fees (one rule), as of today, for a house the owner reaches.

export async function ownerBills({ db }: { db: Db }, owner: OwnerSession, houseId: number): Promise<z.output<typeof OwnerBills>> {
  const house = await ownerHouse(db, owner, houseId);
  const asOf = chinaToday();
  const [all, accounts, openOrderId] = await Promise.all([
    counterLines(db, house.company_id, { id: house.house_id, estateId: house.estate_id }, asOf),
    houseAccounts(db, house.company_id, house.house_id),
    repo.openOrderOf(db, owner.accountId, house.house_id),
  ]);
  // 收费 lines (the regular bill) are what an owner pays online; 特服 / 委收 / 其他 stay at the counter.
  const lines = all
    .filter((l) => l.category === 'regular' && dec(l.open).plus(l.lateFee).gt(0))
    .map((l) => ({
      id: l.id,
      itemName: l.itemName,
      period: l.period,
      periodFrom: l.periodFrom,
      periodTo: l.periodTo,
      dueDate: l.dueDate,
      open: l.open,
      lateFee: l.lateFee,
      due: dec(l.open).plus(l.lateFee).toFixed(2),
      daysOverdue: l.daysOverdue,
      held: l.heldBy !== null || l.locked,
    }));
  const open = sumAmounts(lines.map((l) => l.open));
  const lateFee = sumAmounts(lines.map((l) => l.lateFee));
  return {
    asOf,
    house: houseAnswer(house),
    lines,
    totals: { open, lateFee, due: sumAmounts([open, lateFee]) },
    prepayBalance: sumAmounts(accounts.filter((a) => a.kind === 'prepay').map((a) => a.balance)),
    openOrderId,
  };
}

export async function ownerPaid({ db }: { db: Db }, owner: OwnerSession, input: z.output<typeof OwnerPaidInput>): Promise<z.output<typeof OwnerPaidPage>> {
  const house = await ownerHouse(db, owner, input.houseId);
  const { total, rows } = await repo.paidPage(db, house.company_id, house.house_id, input.page, input.size);
  return {
    total,
    page: input.page,
    size: input.size,
    rows: rows.map((r) => ({
      paymentId: Number(r.id),
      receiptId: r.receipt_id === null ? null : Number(r.receipt_id),
      receiptNo: r.receipt_no,
      paidAt: r.paid_at,
      day: r.business_date,
      total: dec(r.total).toFixed(2),
      lateFee: dec(r.late_fee).toFixed(2),
      methodNames: [...new Set(r.methods.map((m) => SETTLE_METHODS[m] ?? m))].join('、'),
      items: r.items.map((i) => ({ itemName: i.itemName, period: i.period, amount: dec(i.amount).toFixed(2) })),
      reversed: r.reversed,
    })),
  };
}
