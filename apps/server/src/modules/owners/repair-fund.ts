import type { z } from 'zod';
import type { ExportPurpose, InterestInput, RepairDepositInput, RepairHouseQuery, RepairSharesInput, StatementQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import { allocateInterest, chinaDay, dec, repairEntry, repairFundShare, sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { exportWorkbook, type ExportCell } from '../records';
import * as repo from './accounts.repo';
import { toEntry } from './entry-rows';
import { estateOf } from './find-estate';
import { fieldError, ownersErrors } from './owners.errors';

// 维修资金 (the special repair fund): each house's share (area × the local rate), its deposits,
// the interest split by balance to the fen, and the per-house ledger and statement.

type Deps = { db: Db };

/** 分户账: per house area, rate, due, deposited and balance, with the estate's totals. */
export async function repairHouses({ db }: Deps, s: Session, q: z.output<typeof RepairHouseQuery>) {
  const estate = await estateOf(db, s, q.estateId);
  const { total, rows, sums } = await repo.repairHousePage(db, s.companyId, estate.id, q, q.page, q.size);
  const money = (v: string) => dec(v).toFixed(2);
  return {
    total,
    page: q.page,
    size: q.size,
    rows: rows.map((r) => ({ ...r, area: r.area === null ? null : dec(r.area).toFixed(2), due: money(r.due), deposited: money(r.deposited), balance: money(r.balance) })),
    totalDue: money(sums.due),
    totalDeposited: money(sums.deposited),
    totalBalance: money(sums.balance),
  };
}

/** 核定: every live house's due = its registered area × the rate; balances do not move. */
export async function setRepairShares({ db }: Deps, s: Session, input: z.output<typeof RepairSharesInput>) {
  const estate = await estateOf(db, s, input.estateId);
  return db.transaction(async (tx) => {
    const houses = await repo.estateHouseAreas(tx, s.companyId, estate.id);
    const rows = houses.map((h) => ({ companyId: s.companyId, estateId: estate.id, houseId: h.id, area: h.area, rate: input.rate, due: repairFundShare(h.area, input.rate) }));
    await repo.upsertShares(tx, rows);
    return { estateId: estate.id, rate: dec(input.rate).toFixed(), houses: rows.length, totalDue: sumAmounts(rows.map((r) => r.due)) };
  });
}

/** 交存: money into one house's repair account. */
export async function depositRepairFund({ db }: Deps, s: Session, input: z.output<typeof RepairDepositInput>) {
  const house = await repo.findHouse(db, s.companyId, input.houseId);
  if (!house) throw ownersErrors.notFound('房屋');
  const id = await db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, { companyId: s.companyId, estateId: house.estateId, kind: 'repair', houseId: house.id });
    const checked = repairEntry({ kind: 'deposit', amount: input.amount, balance: account.balance });
    if ('error' in checked) throw fieldError(checked.field, checked.error);
    const [row] = await repo.insertEntries(tx, [
      {
        companyId: s.companyId,
        accountId: account.id,
        kind: 'deposit',
        category: 'deposit',
        amount: checked.amount,
        entryDate: input.entryDate ?? chinaDay(),
        summary: input.summary ?? '维修资金交存',
        sourceDoc: input.sourceDoc,
        createdBy: s.userId,
      },
    ]);
    return row!.id;
  });
  const [entry] = await repo.entriesById(db, s.companyId, [id]);
  return toEntry(entry!);
}

/** 增值分配: the interest split over the estate's repair accounts by balance, in one transaction. */
export async function allocateRepairInterest({ db }: Deps, s: Session, input: z.output<typeof InterestInput>) {
  const estate = await estateOf(db, s, input.estateId);
  const day = input.entryDate ?? chinaDay();
  return db.transaction(async (tx) => {
    const accounts = await repo.lockRepairAccounts(tx, s.companyId, estate.id);
    const split = allocateInterest(input.amount, accounts.map((a) => ({ houseId: a.houseId, weight: a.balance })));
    if ('error' in split) throw ownersErrors.noFund(split.error);
    const amount = dec(input.amount).toFixed(2);
    const allocationId = await repo.insertInterestAllocation(tx, { companyId: s.companyId, estateId: estate.id, amount, summary: input.summary, entryDate: day, createdBy: s.userId });
    const parts = split.parts.map((p, i) => ({ ...p, account: accounts[i]! }));
    await repo.insertEntries(
      tx,
      parts
        .filter((p) => dec(p.amount).greaterThan(0))
        .map((p) => ({
          companyId: s.companyId,
          accountId: p.account.id,
          kind: 'interest' as const,
          category: 'interest',
          amount: p.amount,
          entryDate: day,
          summary: input.summary,
          sourceDoc: `增值分配#${allocationId}`,
          interestId: allocationId,
          createdBy: s.userId,
        })),
    );
    return {
      id: allocationId,
      estateId: estate.id,
      amount,
      summary: input.summary,
      entryDate: day,
      parts: parts.map((p) => ({ houseId: p.houseId, houseCode: p.account.houseCode, weight: dec(p.account.balance).toFixed(2), amount: p.amount })),
    };
  });
}

/** 分户对账单: the house's repair account with every entry, oldest first. */
export async function repairStatement({ db }: Deps, s: Session, q: z.output<typeof StatementQuery>) {
  const house = await repo.findHouse(db, s.companyId, q.houseId);
  if (!house) throw ownersErrors.notFound('房屋');
  const account = await repo.findAccount(db, { companyId: s.companyId, estateId: house.estateId, kind: 'repair', houseId: house.id });
  const rows = account ? await repo.allEntries(db, s.companyId, account.id) : [];
  const sumOf = (...kinds: string[]) => dec(sumAmounts(rows.filter((r) => kinds.includes(r.kind)).map((r) => r.amount))).abs().toFixed(2);
  return {
    house: { id: house.id, code: house.code, name: house.name, estateId: house.estateId, estateName: house.estateName, buildingName: house.buildingName, ownerNames: await repo.ownerNamesOf(db, s.companyId, house.id) },
    area: account?.area ?? (house.area === null ? null : dec(house.area).toFixed(2)),
    rate: account?.rate === null || account?.rate === undefined ? null : dec(account.rate).toFixed(),
    due: dec(account?.due ?? '0').toFixed(2),
    balance: dec(account?.balance ?? '0').toFixed(2),
    deposited: sumOf('deposit'),
    interest: sumOf('interest'),
    withdrawn: sumOf('withdrawal', 'refund'),
    rows: rows.map(toEntry),
  };
}

const EXPORT_BATCH = 500;

/** 分户账导出: every house of the estate (or building, or search) with its share and balance, then the totals. */
export async function exportRepairHouses(deps: Deps, s: Session, q: Omit<z.output<typeof RepairHouseQuery>, 'page' | 'size'>, purpose: z.output<typeof ExportPurpose>) {
  const { db } = deps;
  const estate = await estateOf(db, s, q.estateId);
  async function* rows(): AsyncIterable<ExportCell[][]> {
    for (let page = 1; ; page++) {
      const batch = await repairHouses(deps, s, { ...q, page, size: EXPORT_BATCH });
      yield batch.rows.map((r) => [r.houseCode, r.houseName, r.buildingName ?? '', r.area ?? '', r.rate ?? '', r.due, r.deposited, r.balance]);
      if (page * EXPORT_BATCH >= batch.total) {
        yield [['合计', '', '', '', '', batch.totalDue, batch.totalDeposited, batch.totalBalance]];
        return;
      }
    }
  }
  return exportWorkbook(db, s, {
    recordKey: 'owners-repair-houses',
    purpose,
    filters: { estateId: String(estate.id), ...(q.buildingId ? { buildingId: String(q.buildingId) } : {}), ...(q.q ? { q: q.q } : {}) },
    title: `${estate.name}维修资金分户账`.slice(0, 60),
    header: ['房屋编号', '房屋名称', '楼宇', '建筑面积（㎡）', '单价（元/㎡）', '应交', '已交', '余额'],
    rows: rows(),
  });
}

/** 分户对账单导出: the house's header lines, then every entry with the balance after it. */
export async function exportRepairStatement(deps: Deps, s: Session, houseId: number, purpose: z.output<typeof ExportPurpose>) {
  const st = await repairStatement(deps, s, { houseId });
  async function* rows(): AsyncIterable<ExportCell[][]> {
    yield st.rows.map((r) => [r.seq, r.entryDate, r.kindName, r.summary, r.sourceDoc, dec(r.amount).greaterThan(0) ? r.amount : '', dec(r.amount).lessThan(0) ? dec(r.amount).negated().toFixed(2) : '', r.balanceAfter]);
    yield [['', '', '合计', `应交 ${st.due}`, `交存 ${st.deposited}，增值 ${st.interest}`, dec(st.deposited).plus(st.interest).toFixed(2), st.withdrawn, st.balance]];
  }
  return exportWorkbook(deps.db, s, {
    recordKey: 'owners-repair-statement',
    purpose,
    filters: { houseId: String(st.house.id) },
    title: `${st.house.code}维修资金对账单`.slice(0, 60),
    header: ['序号', '日期', '业务', '摘要', '来源单据', '收入', '支出', '余额'],
    rows: rows(),
  });
}
