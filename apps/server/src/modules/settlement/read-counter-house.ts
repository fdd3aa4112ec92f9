import type { z } from 'zod';
import type { CounterHouse, CounterHouseInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chinaToday, daysOverdue, dec, instalmentOptions, lineDue, sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { houseAccounts } from './accounts.repo';
import { lateTermsOf, lineCategory, toOpenLine } from './build-open-lines';
import * as repo from './counter.repo';
import { previewReceiptNo } from './take-receipt-numbers';
import { settleErrors } from './settlement.errors';

/**
 * 收银台: a house's open lines with their late fees as of a day, its accounts, the instalments its
 * open months allow and the number the estate's next receipt takes (a preview, not consumed).
 */
export async function counterHouse({ db }: { db: Db }, s: Session, input: z.output<typeof CounterHouseInput>): Promise<z.output<typeof CounterHouse>> {
  const today = chinaToday();
  const asOf = input.asOf ?? today;
  const house = await repo.findCounterHouse(db, s.companyId, input.houseId);
  if (!house) throw settleErrors.notFound('房屋');
  const lines = await counterLines(db, s.companyId, house, asOf);
  const accounts = await houseAccounts(db, s.companyId, house.id);
  const balanceOf = (kind: string) => sumAmounts(accounts.filter((a) => a.kind === kind).map((a) => a.balance));
  const open = sumAmounts(lines.map((l) => l.open));
  const lateFee = sumAmounts(lines.map((l) => l.lateFee));
  const monthsOpen = new Set(lines.filter((l) => l.category === 'regular').map((l) => l.period)).size;
  const { estateId, estateName, ...rest } = house;
  return {
    asOf,
    house: { ...rest, estateId, estateName },
    lines,
    accounts: {
      prepay: balanceOf('prepay'),
      change: balanceOf('change'),
      deposits: accounts.filter((a) => a.kind === 'deposit').map((a) => ({ itemId: a.itemId, itemName: a.itemName ?? '', balance: dec(a.balance).toFixed(2) })),
    },
    totals: { open, lateFee, due: sumAmounts([open, lateFee]) },
    instalments: { monthsOpen, options: instalmentOptions(monthsOpen) },
    nextReceiptNo: await previewReceiptNo(db, s.companyId, estateId, today),
  };
}

/**
 * A house's open lines as the counter shows and allocates them: principal still open, late fee as of `asOf` by the
 * estate's terms (one rule for the counter, online orders and the owner portal).
 */
export async function counterLines(db: DbOrTx, companyId: number, house: { id: number; estateId: number }, asOf: string) {
  const [rows, settings] = await Promise.all([repo.openLines(db, companyId, house.id), repo.arrearsSettingsOf(db, companyId, house.estateId)]);
  const terms = lateTermsOf(settings);
  return rows.map((r) => {
    const open = toOpenLine(r, terms);
    const due = lineDue(open, asOf);
    return {
      id: r.id,
      itemId: r.itemId,
      itemName: r.itemName,
      category: lineCategory(r),
      period: r.period,
      periodFrom: r.periodFrom,
      periodTo: r.periodTo,
      dueDate: r.dueDate,
      net: dec(r.net).toFixed(2),
      open: due.principal,
      daysOverdue: daysOverdue(r.dueDate, asOf),
      lateDays: due.lateDays,
      lateFee: due.lateFee,
      lateWaived: r.waived,
      prepayAllowed: r.prepayAllowed,
      locked: r.locked,
      heldBy: r.heldBy,
      // The terms and order the server allocates by, so the counter's preview matches to the fen.
      late: open.late,
      priority: open.priority,
    };
  });
}
