import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { chartRoles, dec, depreciationFor, depreciationVoucherLines, type ChartTemplateKey, type DepreciableAsset, type DepreciationMethod } from '@pm/domain';
import type { SeedContext } from './seed-context';

// 固定资产 demo data (issue 13): for each company with a book, four categories and a dozen cards
// across them and the four methods, and the monthly depreciation of 2026-01..2026-10 run as the
// server runs it (acct_depreciations rows, one voucher Dr 折旧费 / Cr 1602 per month), posted
// before the accounting-close step closes those months. 2026-11 is left for the demo to run.

const PERIODS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

const PEOPLE: Record<string, { maker: string; auditor: string }> = { SH: { maker: 'acc01', auditor: 'acc02' }, HZ: { maker: 'emp02', auditor: 'sa01' } };

const CATEGORIES = [
  { name: '房屋及建筑物', lifeMonths: 240, residualRate: '0.0500', method: 1 },
  { name: '机器设备', lifeMonths: 120, residualRate: '0.0500', method: 1 },
  { name: '电子设备', lifeMonths: 36, residualRate: '0.0500', method: 4 },
  { name: '运输设备', lifeMonths: 48, residualRate: '0.0500', method: 3 },
];

/** [code, name, category index, acquired, cost, method, months, totalWork?] */
const CARDS: [string, string, number, string, string, DepreciationMethod, number, string?][] = [
  ['GD-001', '物业管理用房', 0, '2025-06-18', '1280000.00', 1, 240],
  ['GD-002', '地下车库道闸系统', 1, '2025-09-03', '86000.00', 1, 120],
  ['GD-003', '生活水泵组', 1, '2025-11-20', '132500.00', 1, 120],
  ['GD-004', '消防报警主机', 1, '2026-02-14', '58800.00', 1, 120],
  ['GD-005', '电梯五方对讲系统', 1, '2026-04-09', '45600.00', 1, 120],
  ['GD-006', '监控服务器', 2, '2025-12-01', '36800.00', 4, 36],
  ['GD-007', '财务电脑(5台)', 2, '2026-01-12', '24500.00', 4, 36],
  ['GD-008', '打印复印一体机', 2, '2026-03-05', '12999.00', 1, 36],
  ['GD-009', '巡逻电瓶车', 3, '2025-10-15', '28600.00', 3, 48],
  ['GD-010', '垃圾清运车', 3, '2026-05-22', '168000.00', 3, 48],
  ['GD-011', '洗地机', 1, '2025-12-28', '42000.00', 2, 60, '6000'],
  ['GD-012', '绿化修剪机', 1, '2026-06-30', '9800.00', 1, 60],
];

/** Hours the 洗地机 (method 2) ran each month. */
const WORK: Record<string, string> = { '2026-01': '96', '2026-02': '88', '2026-03': '104', '2026-04': '110', '2026-05': '120', '2026-06': '118', '2026-07': '125', '2026-08': '122', '2026-09': '108', '2026-10': '115' };

export async function seedAccountingAssets(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ']) {
    const companyId = await ctx.company(code);
    const [book] = await ctx.db.select({ chart: schema.acctBooks.chart }).from(schema.acctBooks).where(eq(schema.acctBooks.companyId, companyId));
    if (!book) continue;
    await seedCompanyAssets(ctx.db, companyId, code, book.chart as ChartTemplateKey);
  }
}

async function seedCompanyAssets(db: DbOrTx, companyId: number, code: string, chart: ChartTemplateKey) {
  const roles = chartRoles(chart);
  const scale = code === 'SH' ? '1' : '0.6';
  const subjects = await subjectIds(db, companyId, [roles.depreciationExpense, roles.accumulatedDepreciation]);
  const users = await userIds(db, [PEOPLE[code]!.maker, PEOPLE[code]!.auditor]);
  const [estate] = await db.select({ id: schema.estates.id }).from(schema.estates).where(eq(schema.estates.companyId, companyId)).limit(1);
  const cats = await db.insert(schema.acctAssetCategories).values(CATEGORIES.map((c) => ({ companyId, ...c }))).returning({ id: schema.acctAssetCategories.id });
  const cards = CARDS.map(([c, name, cat, acquiredOn, cost, method, lifeMonths, totalWork]) => ({
    companyId,
    code: `${code}-${c}`,
    name,
    categoryId: cats[cat]!.id,
    estateId: estate?.id ?? null,
    acquiredOn,
    cost: dec(cost).times(scale).toDecimalPlaces(2).toFixed(2),
    residualRate: '0.0500',
    lifeMonths,
    method,
    totalWork: totalWork ?? null,
    expenseSubjectId: subjects.get(roles.depreciationExpense)!,
    status: 'in_use',
  }));
  const inserted = await db.insert(schema.acctAssets).values(cards).returning({ id: schema.acctAssets.id });
  const assets = cards.map((c, i) => ({ ...c, id: inserted[i]!.id }));
  for (const period of PERIODS) {
    const rows = assets.flatMap((a) => {
      const asset: DepreciableAsset = {
        cost: a.cost,
        residualRate: a.residualRate,
        lifeMonths: a.lifeMonths,
        method: a.method,
        acquiredOn: a.acquiredOn,
        ...(a.totalWork ? { totalWork: a.totalWork, work: WORK } : {}),
      };
      const amount = depreciationFor(asset, period);
      return dec(amount).isZero() ? [] : [{ assetId: a.id, amount, work: a.method === 2 ? (WORK[period] ?? null) : null }];
    });
    const summary = `计提${period}固定资产折旧`;
    const lines = depreciationVoucherLines(rows.map((r) => ({ amount: r.amount, expenseCode: roles.depreciationExpense })), roles.accumulatedDepreciation, summary);
    if (!lines.length) continue;
    const voucherId = await postedVoucher(db, {
      companyId,
      period,
      sourceRef: `depreciation:${period}`,
      summary,
      makerId: users.get(PEOPLE[code]!.maker)!,
      auditorId: users.get(PEOPLE[code]!.auditor)!,
      lines: lines.map((l) => ({ summary: l.summary, subjectId: subjects.get(l.subjectCode)!, debit: l.debit ?? '0', credit: l.credit ?? '0' })),
    });
    await db.insert(schema.acctDepreciations).values(rows.map((r) => ({ companyId, assetId: r.assetId, period, amount: r.amount, work: r.work, voucherId })));
  }
}

/** Last day of a 'YYYY-MM'. */
const monthEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** A depreciation voucher written as the server writes it (draft, lines, 待审核), then audited and posted. */
async function postedVoucher(
  db: DbOrTx,
  v: { companyId: number; period: string; sourceRef: string; summary: string; makerId: number; auditorId: number; lines: { summary: string; subjectId: number; debit: string; credit: string }[] },
): Promise<number> {
  const c = schema.acctVoucherCounters;
  const [counter] = await db
    .insert(c)
    .values({ companyId: v.companyId, period: v.period, word: '记', next: 2 })
    .onConflictDoUpdate({ target: [c.companyId, c.period, c.word], set: { next: sql`${c.next} + 1` } })
    .returning({ number: sql<number>`(${c.next} - 1)::int` });
  const day = monthEnd(v.period);
  const [row] = await db
    .insert(schema.acctVouchers)
    .values({ companyId: v.companyId, period: v.period, word: '记', number: counter!.number, voucherDate: day, status: 1, source: 'depreciation', sourceRef: v.sourceRef, remark: v.summary, makerId: v.makerId })
    .returning({ id: schema.acctVouchers.id });
  const id = row!.id;
  await db.insert(schema.acctVoucherLines).values(v.lines.map((l, i) => ({ companyId: v.companyId, voucherId: id, seq: i + 1, ...l })));
  const at = new Date(`${day}T17:00:00+08:00`);
  await db.update(schema.acctVouchers).set({ status: 2 }).where(eq(schema.acctVouchers.id, id));
  await db.update(schema.acctVouchers).set({ status: 4, auditorId: v.auditorId, auditedAt: at, posterId: v.auditorId, postedAt: at }).where(eq(schema.acctVouchers.id, id));
  await db.insert(schema.acctVoucherEvents).values([
    { companyId: v.companyId, voucherId: id, action: 'save', fromStatus: null, toStatus: 1, actorId: v.makerId, at },
    { companyId: v.companyId, voucherId: id, action: 'submit', fromStatus: 1, toStatus: 2, actorId: v.makerId, at },
    { companyId: v.companyId, voucherId: id, action: 'audit', fromStatus: 2, toStatus: 3, actorId: v.auditorId, at },
    { companyId: v.companyId, voucherId: id, action: 'post', fromStatus: 3, toStatus: 4, actorId: v.auditorId, at },
  ]);
  return id;
}

async function subjectIds(db: DbOrTx, companyId: number, codes: string[]) {
  const rows = await db.select({ id: schema.acctSubjects.id, code: schema.acctSubjects.code }).from(schema.acctSubjects).where(and(eq(schema.acctSubjects.companyId, companyId), inArray(schema.acctSubjects.code, codes)));
  const out = new Map(rows.map((r) => [r.code, r.id]));
  for (const code of codes) if (!out.has(code)) throw new Error(`seed: subject ${code} missing`);
  return out;
}

async function userIds(db: DbOrTx, usernames: string[]) {
  const rows = await db.select({ id: schema.users.id, username: schema.users.username }).from(schema.users).where(inArray(schema.users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}
