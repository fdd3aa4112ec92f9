import type { z } from 'zod';
import type { AgencyBalanceInput, AgencyPayoutInput, DepositInput, PrepayInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { allocatePayment, chinaToday, dec } from '@pm/domain';
import { conflict } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { agencyBalances, lockAccount, openAccount, type EntryDraft } from './accounts.repo';
import { lateTermsOf, lineCategory, toOpenLine } from './build-open-lines';
import * as repo from './counter.repo';
import { writePayment, writtenAnswer } from './save-payment';
import { fieldError, settleErrors } from './settlement.errors';
import { checkTenders, outgoing } from './check-tenders';

// Money into and out of accounts: 预交 (2), 收押 (3) and 委付 (10) from an estate's 代收 account (the refunds
// 7 8 9 11 13 from a house's accounts wait for approval: refund-requests.ts). Each is one payment in one
// transaction; an account is locked FOR UPDATE before its balance is relied on.

type Deps = { db: Db };

/** The company's house at the counter; 404 otherwise. */
export async function houseOf(db: Db, s: Session, houseId: number) {
  const house = await repo.findCounterHouse(db, s.companyId, houseId);
  if (!house) throw settleErrors.notFound('房屋');
  return house;
}

/**
 * 预交: money into the house's 预交款; with `offset`, the balance (old and new) then settles at once
 * the open lines whose item allows it, oldest first (委收 lines excepted: they are paid by 委收, which
 * credits the 代收 account). One payment either way.
 */
export async function prepay({ db }: Deps, s: Session, input: z.output<typeof PrepayInput>) {
  checkTenders(input.tenders, input.total);
  const house = await houseOf(db, s, input.houseId);
  const day = chinaToday();
  const written = await db.transaction(async (tx) => {
    const lines = input.offset
      ? (await repo.openLines(tx, s.companyId, house.id, await repo.lockOpenLines(tx, s.companyId, house.id))).filter((l) => l.prepayAllowed && !l.locked && l.heldBy === null && lineCategory(l) !== 'agency')
      : [];
    const account = await openAccount(tx, { companyId: s.companyId, estateId: house.estateId, houseId: house.id, kind: 'prepay', itemId: 0 });
    const entries: EntryDraft[] = [{ accountId: account.id, amount: dec(input.total).toFixed(2), summary: '预交款' }];
    const terms = lines.length ? lateTermsOf(await repo.arrearsSettingsOf(tx, s.companyId, house.estateId)) : () => null;
    const offered = dec(account.balance).plus(input.total).toFixed(2);
    const { allocations } = allocatePayment({ lines: lines.map((l) => toOpenLine(l, terms)), asOf: day, cash: '0', prepay: offered });
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const a of allocations) {
      const line = byId.get(a.lineId)!;
      entries.push({ accountId: account.id, amount: dec(a.principal).plus(a.lateFee).negated().toFixed(2), lineId: a.lineId, summary: `冲抵${line.itemName}${line.period}` });
    }
    return writePayment(tx, s, {
      estateId: house.estateId,
      houseId: house.id,
      settleType: '2',
      total: dec(input.total).toFixed(2),
      tenders: input.tenders,
      allocations: allocations.map((a) => ({ ...a, houseId: house.id, itemId: byId.get(a.lineId)!.itemId })),
      entries,
      day,
      payerName: input.payerName,
      remark: input.remark,
      receipt: true,
      detail: { offsetLines: allocations.length },
    });
  });
  return writtenAnswer(written);
}

/** 收押: a deposit of a 押金 item (charge_item_category 7) held in the house's deposit account of that item. */
export async function deposit({ db }: Deps, s: Session, input: z.output<typeof DepositInput>) {
  checkTenders(input.tenders, input.total);
  const house = await houseOf(db, s, input.houseId);
  const item = await repo.findItem(db, s.companyId, input.itemId);
  if (!item || item.category !== '7') throw fieldError('itemId', '所选收费项目不是押金项目');
  const day = chinaToday();
  const written = await db.transaction(async (tx) => {
    const account = await openAccount(tx, { companyId: s.companyId, estateId: house.estateId, houseId: house.id, kind: 'deposit', itemId: item.id });
    return writePayment(tx, s, {
      estateId: house.estateId,
      houseId: house.id,
      settleType: '3',
      total: dec(input.total).toFixed(2),
      tenders: input.tenders,
      allocations: [],
      entries: [{ accountId: account.id, amount: dec(input.total).toFixed(2), summary: `收${item.name}` }],
      day,
      payerName: input.payerName,
      remark: input.remark,
      receipt: true,
    });
  });
  return writtenAnswer(written);
}

/** 委付: money collected by 委收 for an item paid over to its principal, never above the 代收 balance. */
export async function agencyPayout({ db }: Deps, s: Session, input: z.output<typeof AgencyPayoutInput>) {
  checkTenders(input.tenders, input.amount);
  const estate = await repo.findEstate(db, s.companyId, input.estateId);
  if (!estate) throw settleErrors.notFound('楼盘');
  const item = await repo.findItem(db, s.companyId, input.itemId);
  if (!item) throw settleErrors.notFound('收费项目');
  const day = chinaToday();
  const amount = dec(input.amount).toFixed(2);
  const written = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, { companyId: s.companyId, estateId: estate.id, houseId: 0, kind: 'agency', itemId: item.id });
    const balance = dec(account?.balance ?? '0').toFixed(2);
    if (!account || dec(amount).gt(balance)) throw conflict('settlement.over_agency_balance', `委付金额超过委收余额（余额${balance}元）`);
    return writePayment(tx, s, {
      estateId: estate.id,
      houseId: null,
      settleType: '10',
      total: dec(amount).negated().toFixed(2),
      tenders: outgoing(input.tenders),
      allocations: [],
      entries: [{ accountId: account.id, amount: dec(amount).negated().toFixed(2), summary: `委付${item.name}` }],
      day,
      payerName: input.payeeName,
      remark: input.reason,
      receipt: true,
    });
  });
  return writtenAnswer(written);
}

/** The estate's 委收 items: collected, paid over and the balance still owed to the principal. */
export async function agencyBalance({ db }: Deps, s: Session, input: z.output<typeof AgencyBalanceInput>) {
  if (!(await repo.findEstate(db, s.companyId, input.estateId))) throw settleErrors.notFound('楼盘');
  const rows = await agencyBalances(db, s.companyId, input.estateId);
  const money = (v: string) => dec(v).toFixed(2);
  return { rows: rows.map((r) => ({ ...r, collected: money(r.collected), paidOver: money(r.paidOver), balance: money(r.balance) })) };
}
