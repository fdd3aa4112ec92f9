import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { CHART_TEMPLATES, dec, Dec, parentCode, TEMPLATE_CODE_SCHEME, type ChartTemplateKey } from '@pm/domain';
import { rng } from './people-names';
import type { SeedContext } from './seed-context';

// 会计核算 demo data (issue 13): each demo company keeps a book (上海安居 企业会计准则, 杭州安居
// 小企业会计准则) from 2026-01, with opening balances that balance, periods 2026-01..2026-11 open,
// and a property company's month in vouchers: fees billed with output VAT, collections, pre-payments
// and their offset, wages accrued and paid, running costs, bank charges, VAT and surcharges paid.
// Everything up to 2026-10 is posted (the accounting-close step closes those months); 2026-11 also
// has vouchers 待修改, 待审核 and 待登账. Written in bulk but through the books' triggers: vouchers
// inserted as 待修改, then their lines, then one status update per target status (posting adds the
// period totals), as the server writes them.

export const ACCOUNTING_FIRST_PERIOD = '2026-01';
export const ACCOUNTING_LAST_PERIOD = '2026-11';

interface CompanyPlan {
  code: 'SH' | 'HZ';
  chart: ChartTemplateKey;
  /** Size of the company's month relative to 上海安居. */
  scale: string;
  seed: number;
  maker: string;
  auditor: string;
  /** Maker of the 2026-11 vouchers waiting for audit or posting (so the demo accountant can act on them). */
  pendingMaker: string;
  /** Maker of the 2026-11 drafts (a demo account, so they can be edited). */
  draftMaker: string;
}

const PLANS: CompanyPlan[] = [
  {
    code: 'SH',
    chart: 'enterprise',
    scale: '1',
    seed: 2026131,
    maker: 'acc01',
    auditor: 'acc02',
    pendingMaker: 'acc01',
    draftMaker: 'acc01',
  },
  {
    code: 'HZ',
    chart: 'small',
    scale: '0.6',
    seed: 2026132,
    maker: 'emp02',
    auditor: 'sa01',
    pendingMaker: 'sa01',
    draftMaker: 'emp02',
  },
];

/** The subject codes a month uses, per chart (property sub-accounts of docs/decisions.md). */
const CODES: Record<ChartTemplateKey, Record<string, string>> = {
  small: {
    revenue: '500101',
    parkingRevenue: '500102',
    cost: '5401',
    wages: '560202',
    office: '560203',
    finance: '5603',
    surcharges: '5403',
    capital: '3001',
    undistributed: '310401',
  },
  enterprise: {
    revenue: '600101',
    parkingRevenue: '600102',
    cost: '6401',
    wages: '660202',
    office: '660203',
    finance: '6603',
    surcharges: '6403',
    capital: '4001',
    undistributed: '410401',
  },
};

type Line = [code: string, debit: string, credit: string, summary: string];
interface PlannedVoucher {
  day: string;
  lines: Line[];
  /** 1 待修改 2 待审核 3 待登账 4 已登账 */
  status: 1 | 2 | 3 | 4;
  maker: string;
  returnReason?: string;
}

export async function seedAccounting(ctx: SeedContext): Promise<void> {
  for (const plan of PLANS) await seedCompanyBook(ctx, plan);
}

async function seedCompanyBook(ctx: SeedContext, plan: CompanyPlan): Promise<void> {
  const { db } = ctx;
  const companyId = await ctx.company(plan.code);
  const users = await userIds(db, [...new Set([plan.maker, plan.auditor, plan.pendingMaker, plan.draftMaker])]);
  await db.insert(schema.acctBooks).values({
    companyId,
    chart: plan.chart,
    codeScheme: TEMPLATE_CODE_SCHEME,
    startPeriod: ACCOUNTING_FIRST_PERIOD,
    wordMode: 'single',
  });
  const subject = await insertChart(db, companyId, plan.chart);
  const c = CODES[plan.chart];
  const scale = dec(plan.scale);
  const money = (v: string) => dec(v).times(scale).toFixed(2);

  const opening: Record<string, string> = {
    '1001': money('35000'),
    '1002': money('2860000'),
    '112201': money('420000'),
    '112202': money('18000'),
    '1601': money('960000'),
    '1602': `-${money('210000')}`,
    '220301': `-${money('380000')}`,
    '224101': `-${money('96000')}`,
    '2211': `-${money('265000')}`,
    '222101': `-${money('21500')}`,
    '222103': `-${money('2580')}`,
    [c.capital!]: `-${money('2000000')}`,
  };
  // 未分配利润 takes the difference, so Σ debit = Σ credit.
  opening[c.undistributed!] = Object.values(opening)
    .reduce((s, v) => s.minus(v), new Dec(0))
    .toFixed(2);
  await db
    .insert(schema.acctOpeningBalances)
    .values(Object.entries(opening).map(([code, amount]) => ({ companyId, subjectId: subject(code), amount })));

  const periods = monthsBetween(ACCOUNTING_FIRST_PERIOD, ACCOUNTING_LAST_PERIOD);
  await db.insert(schema.acctPeriods).values(periods.map((period) => ({ companyId, period, status: 'open' })));

  const r = rng(plan.seed);
  const planned: { period: string; vouchers: PlannedVoucher[] }[] = [];
  let carry = {
    wages: dec(opening['2211']!).negated(),
    vat: dec(opening['222101']!).negated(),
    surcharges: dec(opening['222103']!).negated(),
  };
  for (const period of periods) {
    const month = monthVouchers(period, r, scale, c, carry, plan);
    planned.push({ period, vouchers: month.vouchers });
    carry = month.carry;
  }
  await writeVouchers(db, companyId, planned, subject, users, plan);
}

/** One month of a property company, in date order; 2026-11's last vouchers wait in each state. */
function monthVouchers(
  period: string,
  r: () => number,
  scale: Dec,
  c: Record<string, string>,
  carry: { wages: Dec; vat: Dec; surcharges: Dec },
  plan: CompanyPlan,
) {
  const amount = (base: number, spread = 0.1) =>
    new Dec(Math.round(base * 100 * (1 + (r() - 0.5) * spread))).div(100).times(scale).toDecimalPlaces(2);
  const t = (v: Dec) => v.toFixed(2);
  const d = (day: number) => `${period}-${String(day).padStart(2, '0')}`;
  const vat = (gross: Dec) => {
    const net = gross.div('1.06').toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    return { net, tax: gross.minus(net) };
  };
  const month = Number(period.slice(5));
  const fee = amount(386000, 0.04);
  const feeVat = vat(fee);
  const parking = amount(42000, 0.2);
  const parkingVat = vat(parking);
  const collected = amount(352000, 0.08);
  const parkingCash = parking.times('0.96').toDecimalPlaces(2);
  const prepaid = amount(58000, 0.5);
  const offset = amount(31000, 0.3);
  const wagesSite = amount(198000, 0.03);
  const wagesOffice = amount(61000, 0.03);
  const utilities = amount(47000, 0.3);
  const office = amount(6800, 0.6);
  const bankFee = amount(420, 0.5);
  // Petty cash drawn at the start of each month exceeds the month's cash expenses, so 库存现金 never
  // goes to a credit balance.
  const pettyCash = new Dec(9000).times(scale).toDecimalPlaces(2);
  const vatDue = feeVat.tax.plus(parkingVat.tax);
  const surcharges = vatDue.times('0.12').toDecimalPlaces(2);
  const m = `${month}月`;
  const v = (day: number, lines: Line[]): PlannedVoucher => ({ day: d(day), lines, status: 4, maker: plan.maker });
  const vouchers: PlannedVoucher[] = [
    v(1, [
      ['112201', t(fee), '0', `确认${m}物业服务费`],
      [c.revenue!, '0', t(feeVat.net), `确认${m}物业服务收入`],
      ['222101', '0', t(feeVat.tax), `${m}物业服务费销项税额`],
    ]),
    v(1, [
      ['112202', t(parking), '0', `确认${m}停车费`],
      [c.parkingRevenue!, '0', t(parkingVat.net), `确认${m}停车服务收入`],
      ['222101', '0', t(parkingVat.tax), `${m}停车费销项税额`],
    ]),
    v(5, [
      ['2211', t(carry.wages), '0', '发放上月工资'],
      ['1002', '0', t(carry.wages), '发放上月工资'],
    ]),
    v(10, [
      ['222101', t(carry.vat), '0', '缴纳上月增值税'],
      ['1002', '0', t(carry.vat), '缴纳上月增值税'],
    ]),
    v(10, [
      ['222103', t(carry.surcharges), '0', '缴纳上月城市维护建设税及附加'],
      ['1002', '0', t(carry.surcharges), '缴纳上月城市维护建设税及附加'],
    ]),
    v(12, [
      ['1002', t(collected), '0', `收到${m}物业服务费`],
      ['112201', '0', t(collected), `收到${m}物业服务费`],
    ]),
    v(15, [
      ['1001', t(parkingCash), '0', `收到${m}停车费（现金）`],
      ['112202', '0', t(parkingCash), `收到${m}停车费（现金）`],
    ]),
    v(16, [
      ['1002', t(parkingCash), '0', '现金存入银行'],
      ['1001', '0', t(parkingCash), '现金存入银行'],
    ]),
    v(18, [
      ['1002', t(prepaid), '0', '收到业主预交物业费'],
      ['220301', '0', t(prepaid), '收到业主预交物业费'],
    ]),
    v(20, [
      ['220301', t(offset), '0', `预交款冲抵${m}物业费`],
      ['112201', '0', t(offset), `预交款冲抵${m}物业费`],
    ]),
    v(22, [
      [c.cost!, t(utilities), '0', '支付公共区域水电及维修费'],
      ['1002', '0', t(utilities), '支付公共区域水电及维修费'],
    ]),
    v(23, [
      [c.office!, t(office), '0', '报销办公用品费'],
      ['1001', '0', t(office), '报销办公用品费'],
    ]),
    v(25, [
      [c.finance!, t(bankFee), '0', '银行手续费'],
      ['1002', '0', t(bankFee), '银行手续费'],
    ]),
    v(26, [
      [c.surcharges!, t(surcharges), '0', `计提${m}城市维护建设税及附加`],
      ['222103', '0', t(surcharges), `计提${m}城市维护建设税及附加`],
    ]),
    v(26, [
      [c.cost!, t(wagesSite), '0', `计提${m}项目人员工资`],
      [c.wages!, t(wagesOffice), '0', `计提${m}管理人员工资`],
      ['2211', '0', t(wagesSite.plus(wagesOffice)), `计提${m}工资`],
    ]),
    // Last in the list so the indices of the 2026-11 waiting vouchers above stay; numbered by date.
    v(3, [
      ['1001', t(pettyCash), '0', '从银行提取备用金'],
      ['1002', '0', t(pettyCash), '从银行提取备用金'],
    ]),
  ];
  if (period === ACCOUNTING_LAST_PERIOD) {
    // The month is not over: the last vouchers wait in each state for the demo's accountants.
    const waiting: [number, 1 | 2 | 3, string?][] = [
      [9, 3],
      [10, 3],
      [11, 2],
      [12, 2],
      [13, 1, '附件不全，请补充发票后重新提交'],
      [14, 1],
    ];
    for (const [i, status, reason] of waiting) {
      const p = vouchers[i]!;
      p.status = status;
      p.maker = status === 1 ? plan.draftMaker : plan.pendingMaker;
      if (reason) p.returnReason = reason;
    }
  }
  return { vouchers, carry: { wages: wagesSite.plus(wagesOffice), vat: vatDue, surcharges } };
}

/** The chart's subjects level by level (parents first); answers code → id. */
async function insertChart(db: DbOrTx, companyId: number, chart: ChartTemplateKey): Promise<(code: string) => number> {
  const ids = new Map<string, number>();
  const rows = CHART_TEMPLATES[chart].map((s) => ({ ...s, parent: parentCode(s.code, TEMPLATE_CODE_SCHEME) }));
  for (let level = 1; level <= 3; level++) {
    const batch = rows.filter((s) => s.code.length === [4, 6, 8][level - 1]);
    if (!batch.length) continue;
    const inserted = await db
      .insert(schema.acctSubjects)
      .values(
        batch.map((s) => ({
          companyId,
          code: s.code,
          name: s.name,
          category: s.category,
          direction: s.direction === 'credit' ? 'C' : 'D',
          parentId: s.parent ? ids.get(s.parent)! : null,
          level,
          aux: (s.aux ?? []).join(','),
        })),
      )
      .returning({ id: schema.acctSubjects.id, code: schema.acctSubjects.code });
    for (const row of inserted) ids.set(row.code, row.id);
  }
  return (code) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`seed: subject ${code} missing from the ${chart} chart`);
    return id;
  };
}

/** Numbers by date per period, headers as 待修改, lines, then one status update per state (triggers post). */
async function writeVouchers(
  db: DbOrTx,
  companyId: number,
  planned: { period: string; vouchers: PlannedVoucher[] }[],
  subject: (code: string) => number,
  users: Map<string, number>,
  plan: CompanyPlan,
): Promise<void> {
  const auditor = users.get(plan.auditor)!;
  const all = planned.flatMap(({ period, vouchers }) =>
    [...vouchers]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((v, i) => ({ ...v, period, number: i + 1, makerId: users.get(v.maker)! })),
  );
  const inserted = await db
    .insert(schema.acctVouchers)
    .values(
      all.map((v) => ({
        companyId,
        period: v.period,
        word: '记',
        number: v.number,
        voucherDate: v.day,
        attachments: v.lines.length - 1,
        source: 'manual',
        makerId: v.makerId,
        createdAt: at(v.day, 9),
      })),
    )
    .returning({ id: schema.acctVouchers.id, period: schema.acctVouchers.period, number: schema.acctVouchers.number });
  const idOf = new Map(inserted.map((row) => [`${row.period}/${row.number}`, row.id]));
  const withIds = all.map((v) => ({ ...v, id: idOf.get(`${v.period}/${v.number}`)! }));
  await db.insert(schema.acctVoucherLines).values(
    withIds.flatMap((v) =>
      v.lines.map(([code, debit, credit, summary], i) => ({
        companyId,
        voucherId: v.id,
        seq: i + 1,
        summary,
        subjectId: subject(code),
        debit,
        credit,
      })),
    ),
  );
  for (const status of [2, 3, 4] as const) {
    const ids = withIds.filter((v) => v.status === status).map((v) => v.id);
    if (!ids.length) continue;
    await db
      .update(schema.acctVouchers)
      .set({
        status,
        ...(status >= 3
          ? {
              auditorId: auditor,
              auditedAt: sql`${schema.acctVouchers.voucherDate} + time '17:00' - interval '8 hours'`,
            }
          : {}),
        ...(status === 4
          ? { posterId: auditor, postedAt: sql`${schema.acctVouchers.voucherDate} + time '17:30' - interval '8 hours'` }
          : {}),
      })
      .where(and(eq(schema.acctVouchers.companyId, companyId), inArray(schema.acctVouchers.id, ids)));
  }
  const returned = withIds.filter((v) => v.returnReason);
  for (const v of returned)
    await db.update(schema.acctVouchers).set({ returnReason: v.returnReason! }).where(eq(schema.acctVouchers.id, v.id));
  const steps = [
    { action: 'save', from: null, to: 1, hour: 9 },
    { action: 'submit', from: 1, to: 2, hour: 10 },
    { action: 'audit', from: 2, to: 3, hour: 17 },
    { action: 'post', from: 3, to: 4, hour: 17 },
  ] as const;
  await db.insert(schema.acctVoucherEvents).values(
    withIds.flatMap((v) => {
      const events = steps
        .filter((s) => s.to <= v.status || (v.returnReason && s.to <= 2))
        .map((s): typeof schema.acctVoucherEvents.$inferInsert => ({
          companyId,
          voucherId: v.id,
          action: s.action,
          fromStatus: s.from,
          toStatus: s.to,
          reason: null,
          actorId: s.to <= 2 ? v.makerId : auditor,
          at: at(v.day, s.hour),
        }));
      if (v.returnReason)
        events.push({
          companyId,
          voucherId: v.id,
          action: 'return',
          fromStatus: 2,
          toStatus: 1,
          reason: v.returnReason,
          actorId: auditor,
          at: at(v.day, 16),
        });
      return events;
    }),
  );
  const counters = new Map<string, number>();
  for (const v of withIds) counters.set(v.period, Math.max(counters.get(v.period) ?? 0, v.number));
  await db
    .insert(schema.acctVoucherCounters)
    .values([...counters].map(([period, last]) => ({ companyId, period, word: '记', next: last + 1 })));
}

async function userIds(db: DbOrTx, usernames: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(inArray(schema.users.username, usernames));
  const out = new Map(rows.map((row) => [row.username, row.id]));
  for (const name of usernames) if (!out.has(name)) throw new Error(`seed: user ${name} missing`);
  return out;
}

/** A Shanghai wall-clock hour of a day as an instant. */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let [y, m] = from.split('-').map(Number) as [number, number];
    `${y}-${String(m).padStart(2, '0')}` <= to;
    m === 12 ? ((y += 1), (m = 1)) : (m += 1)
  ) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}
