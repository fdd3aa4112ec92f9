import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import {
  addDays,
  addMonths,
  dec,
  lineAmount,
  meterUsage,
  monthFraction,
  periodBounds,
  periodDueDate,
  reductionAmount,
  shareByLargestRemainder,
  shareWeights,
  sumAmounts,
  tieredCost,
  unusualUsage,
  type Fraction,
  type RoundingMode,
  type TierBand,
} from '@pm/domain';
import { rng } from './people-names';
import type { SeedContext } from './seed-context';

// 收费 demo data (issue 11): both demo companies (SH 上海安居, HZ 杭州安居) get charge items, accounts,
// arrears settings, standards (with a second version of the property fee), bindings, twelve months
// of audited meter readings and twelve months of released bill lines computed exactly like the
// charging rules (the pure domain functions), plus the current month's work in every audit tab.
// Nothing is paid yet: settlement (the next issue) pays some lines.

/** `${houseId}:${itemId}:${targetType}:${targetId}:${period}`: one line per house, item, target and period (per generation). */
export function billKey(
  houseId: number,
  itemId: number,
  targetType: string,
  targetId: number | null,
  period: string,
): string {
  return `${houseId}:${itemId}:${targetType}:${targetId ?? ''}:${period}`;
}

/** Today's date (YYYY-MM-DD) in Asia/Shanghai: the business day of the demo. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A Shanghai wall-clock time of a day as a timestamp. */
const at = (day: string, time = '09:00') => new Date(`${day}T${time}:00+08:00`);
const minDay = (a: string, b: string) => (a < b ? a : b);

/** The charge items of each demo company (收费规则). */
export const DEMO_ITEMS = [
  { key: 'WY', code: 'WY01', name: '物业服务费', category: '1', lifetime: '1', priority: 1, subject: '6001.01' },
  { key: 'SF', code: 'SF01', name: '水费', category: '2', lifetime: '1', priority: 3, subject: '6001.02' },
  { key: 'DF', code: 'DF01', name: '电费', category: '3', lifetime: '1', priority: 4, subject: '6001.03' },
  { key: 'GT', code: 'GT01', name: '公摊水电', category: '5', lifetime: '1', priority: 5, subject: '6001.04' },
  { key: 'TC', code: 'TC01', name: '停车费', category: '6', lifetime: '1', priority: 2, subject: '6001.05' },
  { key: 'LJ', code: 'LJ01', name: '垃圾清运费', category: '11', lifetime: '1', priority: 6, subject: '6001.06' },
  { key: 'YJ', code: 'YJ01', name: '装修押金', category: '7', lifetime: '2', priority: 20, subject: '2241.01' },
  { key: 'YS', code: 'YS01', name: '预收款', category: '8', lifetime: '2', priority: 30, subject: '2203.01' },
  { key: 'TY', code: 'TY01', name: '特约服务', category: '9', lifetime: '4', priority: 8, subject: '6001.07' },
  { key: 'RQ', code: 'RQ01', name: '代收燃气费', category: '10', lifetime: '1', priority: 9, subject: '2241.02' },
] as const;
type ItemKey = (typeof DEMO_ITEMS)[number]['key'];

/** 物业服务费 per m² and month: the first version and the current one, by estate code. */
const PROPERTY_FEE: Record<string, [string, string]> = {
  'SH-YG': ['2.30', '2.45'],
  'SH-BJ': ['1.85', '1.98'],
  'HZ-XX': ['1.85', '2.00'],
};
/** The golden C5 water bands (元/m³). */
export const WATER_BANDS: TierBand[] = [
  { from: '0', to: '20', unitPrice: '3.50' },
  { from: '20', to: '30', unitPrice: '4.55' },
  { from: '30', to: null, unitPrice: '6.10' },
];
const ELECTRICITY_PRICE = '0.6170';
const PARKING_FEE = '300.00';
const GARBAGE_FEE = '15.00';
const PUBLIC_POWER_PRICE = '0.6170';

interface Standard {
  id: number;
  estateId: number;
  itemId: number;
  code: string;
  priceMethod: string;
  basis: string;
  unitPrice: string | null;
  fixedAmount: string | null;
  rounding: string;
  proration: string;
  validFrom: string;
  validTo: string | null;
}

interface Binding {
  estateId: number;
  houseId: number;
  targetType: 'house' | 'parking' | 'meter';
  targetId: number;
  item: ItemKey;
  standardCode: string;
  startDate: string;
}

type LineRow = typeof schema.billLines.$inferInsert;

/** The version of a standard in force on a day. */
function inForce(versions: Map<string, Standard[]>, code: string, day: string): Standard | undefined {
  return versions.get(code)?.find((s) => s.validFrom <= day && (s.validTo === null || s.validTo >= day));
}

const fractionText = (f: Fraction | undefined) => (f ? `${f.num}/${f.den}` : null);

export interface ChargingSeedOptions {
  /** The business day (YYYY-MM-DD, Asia/Shanghai); default today. */
  today?: string;
}

/** The charging demo step: each demo company in its own transaction. */
export async function seedCharging(ctx: SeedContext, options: ChargingSeedOptions = {}): Promise<void> {
  const today = options.today ?? shanghaiToday();
  for (const [i, code] of (['SH', 'HZ'] as const).entries()) {
    const companyId = await ctx.company(code);
    await ctx.db.transaction(async (tx) => seedCompanyCharging(tx, code, companyId, today, 20261125 + i));
  }
}

/**
 * Inserts rows (drizzle insert shapes) as ONE json parameter per chunk through json_populate_recordset:
 * far fewer bind parameters than a multi-row VALUES, which is what makes 20k lines fast on PGlite.
 * Columns absent from every row keep their defaults; a column absent from one row is null there.
 */
export async function insertJsonRows(
  db: DbOrTx,
  table: PgTable,
  rows: Record<string, unknown>[],
  size = 2000,
  /** Rows carry their own identity ids (taken from the sequence beforehand). */
  overridingIds = false,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  // The schema's columns are named by the snake_case casing of their keys.
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const used = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names = sql.join(
    used.map((key) => sql.identifier(snake(key))),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows
      .slice(i, i + size)
      .map((row) =>
        Object.fromEntries(
          used.map((key) => [snake(key), row[key] instanceof Date ? row[key].toISOString() : (row[key] ?? null)]),
        ),
      );
    await db.execute(
      sql`insert into ${table} (${names}) ${overridingIds ? sql`overriding system value ` : sql``}select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

async function seedCompanyCharging(
  db: DbOrTx,
  code: 'SH' | 'HZ',
  companyId: number,
  today: string,
  seed: number,
): Promise<void> {
  const r = rng(seed);
  const current = today.slice(0, 7);
  const history = Array.from({ length: 12 }, (_, i) => addMonths(current, i - 12));
  const readingPeriods = [...history, current];

  const staff = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), eq(schema.users.role, 'emp')))
    .orderBy(asc(schema.users.id));
  const auditor = staff[0]?.id ?? null;
  const reader = staff[1]?.id ?? auditor;

  // 收费规则, 收费账户.
  const items = await db
    .insert(schema.chargeItems)
    .values(
      DEMO_ITEMS.map((it) => ({
        companyId,
        code: it.code,
        name: it.name,
        category: it.category,
        lifetime: it.lifetime,
        cycleMonths: 1,
        priority: it.priority,
        deductFromPrepay: it.key !== 'YJ',
        passThrough: it.key === 'RQ',
        incomeSubject: it.subject,
        createdBy: auditor,
        updatedBy: auditor,
      })),
    )
    .returning({ id: schema.chargeItems.id, code: schema.chargeItems.code });
  const itemId = (key: ItemKey) => {
    const code = DEMO_ITEMS.find((it) => it.key === key)?.code;
    const row = items.find((it) => it.code === code);
    if (!row) throw new Error(`seed: charge item ${key}`);
    return row.id;
  };
  const bank =
    code === 'SH'
      ? { name: '招商银行上海张江支行', no: '1219 0866 1010 601' }
      : { name: '中国工商银行杭州文三路支行', no: '1202 0213 0910 0086 523' };
  await db.insert(schema.chargeAccounts).values([
    { companyId, name: '现金收款', method: '1', subjectCode: '1001', createdBy: auditor },
    { companyId, name: '微信收款', method: '4', subjectCode: '1012.01', createdBy: auditor },
    { companyId, name: '支付宝收款', method: '5', subjectCode: '1012.02', createdBy: auditor },
    {
      companyId,
      name: '银行转账',
      method: '2',
      bankName: bank.name,
      accountNo: bank.no,
      subjectCode: '1002.01',
      createdBy: auditor,
    },
  ]);

  const estates = await db
    .select({ id: schema.estates.id, code: schema.estates.code })
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)))
    .orderBy(asc(schema.estates.id));
  if (estates.length === 0) return;
  const estateIds = estates.map((e) => e.id);
  await db
    .insert(schema.arrearsSettings)
    .values(
      estates.map((e) => ({
        companyId,
        estateId: e.id,
        itemId: null,
        dueDays: 15,
        graceDays: 30,
        lateRatePerDay: 0.0003,
        lateCapRatio: 1,
        noticeKeepDays: 90,
        createdBy: auditor,
      })),
    );

  const houses = await db
    .select({
      id: schema.houses.id,
      estateId: schema.houses.estateId,
      buildingId: schema.houses.buildingId,
      code: schema.houses.code,
      area: sql<string>`${schema.houses.buildArea}::text`,
      chargeStartDate: schema.houses.chargeStartDate,
    })
    .from(schema.houses)
    .where(
      and(
        eq(schema.houses.companyId, companyId),
        isNull(schema.houses.deletedAt),
        isNotNull(schema.houses.chargeStartDate),
      ),
    )
    .orderBy(asc(schema.houses.estateId), asc(schema.houses.id));
  const houseById = new Map(houses.map((h) => [h.id, h]));
  const startOf = (houseId: number) => houseById.get(houseId)?.chargeStartDate ?? null;

  // Standards: the property fee has two versions, the current one from three months ago.
  const newFrom = `${addMonths(current, -3)}-01`;
  const firstFrom = `${addMonths(current, -24)}-01`;
  const common = { companyId, rounding: 'half_up_2', proration: 'actual_days', createdBy: auditor, updatedBy: auditor };
  const standardRows: (typeof schema.chargeStandards.$inferInsert)[] = [];
  for (const e of estates) {
    const [oldPrice, newPrice] = PROPERTY_FEE[e.code] ?? ['2.00', '2.10'];
    const base = { ...common, estateId: e.id, validFrom: firstFrom };
    standardRows.push(
      {
        ...base,
        itemId: itemId('WY'),
        code: `${e.code}-WY`,
        name: '住宅物业服务费',
        version: 1,
        priceMethod: '1',
        basis: 'area',
        areaType: '1',
        unitPrice: oldPrice,
        validTo: addDays(newFrom, -1),
        remark: '按建筑面积每月计收',
      },
      {
        ...base,
        itemId: itemId('WY'),
        code: `${e.code}-WY`,
        name: '住宅物业服务费',
        version: 2,
        priceMethod: '1',
        basis: 'area',
        areaType: '1',
        unitPrice: newPrice,
        validFrom: newFrom,
        remark: '业主大会通过的新收费标准',
      },
      {
        ...base,
        itemId: itemId('SF'),
        code: `${e.code}-SF`,
        name: '居民阶梯水费',
        priceMethod: '3',
        basis: 'usage',
        remark: '按月用水量分三档',
      },
      {
        ...base,
        itemId: itemId('DF'),
        code: `${e.code}-DF`,
        name: '居民电费',
        priceMethod: '1',
        basis: 'usage',
        unitPrice: ELECTRICITY_PRICE,
      },
      {
        ...base,
        itemId: itemId('TC'),
        code: `${e.code}-TC`,
        name: '地下车位管理费',
        priceMethod: '2',
        basis: 'parking',
        fixedAmount: PARKING_FEE,
      },
      {
        ...base,
        itemId: itemId('LJ'),
        code: `${e.code}-LJ`,
        name: '生活垃圾清运费',
        priceMethod: '2',
        basis: 'house',
        fixedAmount: GARBAGE_FEE,
      },
      {
        ...base,
        itemId: itemId('GT'),
        code: `${e.code}-GT`,
        name: '公共用电',
        priceMethod: '1',
        basis: 'usage',
        unitPrice: PUBLIC_POWER_PRICE,
        remark: '公共区域用电按建筑面积分摊',
      },
    );
  }
  const standards: Standard[] = await db.insert(schema.chargeStandards).values(standardRows).returning({
    id: schema.chargeStandards.id,
    estateId: schema.chargeStandards.estateId,
    itemId: schema.chargeStandards.itemId,
    code: schema.chargeStandards.code,
    priceMethod: schema.chargeStandards.priceMethod,
    basis: schema.chargeStandards.basis,
    unitPrice: schema.chargeStandards.unitPrice,
    fixedAmount: schema.chargeStandards.fixedAmount,
    rounding: schema.chargeStandards.rounding,
    proration: schema.chargeStandards.proration,
    validFrom: schema.chargeStandards.validFrom,
    validTo: schema.chargeStandards.validTo,
  });
  await db
    .insert(schema.chargeStandardTiers)
    .values(
      standards
        .filter((s) => s.priceMethod === '3')
        .flatMap((s) =>
          WATER_BANDS.map((b, i) => ({
            standardId: s.id,
            seq: i + 1,
            fromQty: b.from,
            toQty: b.to,
            unitPrice: b.unitPrice,
          })),
        ),
    );
  const versionsOf = new Map<string, Standard[]>();
  for (const s of standards) versionsOf.set(s.code, [...(versionsOf.get(s.code) ?? []), s]);
  const estateCode = new Map(estates.map((e) => [e.id, e.code]));
  const stdCode = (estateId: number, key: ItemKey) => `${estateCode.get(estateId) ?? ''}-${key}`;

  // Meters: the houses with a water meter get an electricity meter too; each estate a public one.
  const waterMeters = await db
    .select({
      id: schema.meters.id,
      estateId: schema.meters.estateId,
      houseId: schema.meters.houseId,
      installedOn: schema.meters.installedOn,
    })
    .from(schema.meters)
    .where(
      and(
        eq(schema.meters.companyId, companyId),
        eq(schema.meters.useAttr, '1'),
        eq(schema.meters.kind, '1'),
        isNotNull(schema.meters.houseId),
        isNull(schema.meters.deletedAt),
      ),
    )
    .orderBy(asc(schema.meters.id));
  const newMeters: (typeof schema.meters.$inferInsert)[] = [];
  for (const e of estates) {
    const own = waterMeters.filter((m) => m.estateId === e.id);
    own.forEach((m, i) =>
      newMeters.push({
        companyId,
        estateId: e.id,
        houseId: m.houseId,
        code: `${e.code}-D${String(i + 1).padStart(4, '0')}`,
        kind: '2',
        useAttr: '1',
        multiplier: 1,
        initialReading: Math.round(r() * 800000) / 100,
        installedOn: m.installedOn,
      }),
    );
    newMeters.push({
      companyId,
      estateId: e.id,
      houseId: null,
      code: `${e.code}-E-PUB`,
      kind: '2',
      useAttr: '2',
      multiplier: 1,
      initialReading: Math.round(r() * 5000000) / 100,
      installedOn: firstFrom,
      remark: '公共区域照明、电梯、水泵',
    });
  }
  if (newMeters.length > 0) await db.insert(schema.meters).values(newMeters);
  const meters = await db
    .select({
      id: schema.meters.id,
      estateId: schema.meters.estateId,
      houseId: schema.meters.houseId,
      kind: schema.meters.kind,
      useAttr: schema.meters.useAttr,
      multiplier: schema.meters.multiplier,
      initial: sql<string>`coalesce(${schema.meters.initialReading}, 0)::text`,
    })
    .from(schema.meters)
    .where(
      and(
        eq(schema.meters.companyId, companyId),
        inArray(schema.meters.useAttr, ['1', '2']),
        inArray(schema.meters.kind, ['1', '2']),
        isNull(schema.meters.deletedAt),
      ),
    )
    .orderBy(asc(schema.meters.id));
  const houseMeters = meters.filter((m) => m.useAttr === '1' && m.houseId !== null && houseById.has(m.houseId));
  const publicMeters = meters.filter((m) => m.useAttr === '2' && m.houseId === null);

  // 分摊: the public meter's usage priced by the estate's 公共用电 standard, shared by building area.
  const rules = publicMeters.length
    ? await db
        .insert(schema.shareRules)
        .values(
          publicMeters.map((m) => ({
            companyId,
            estateId: m.estateId,
            itemId: itemId('GT'),
            name: '公共区域用电分摊',
            method: '1',
            meterId: m.id,
            standardCode: stdCode(m.estateId, 'GT'),
            scope: 'estate',
            areaType: '1',
            remark: '按建筑面积分摊公共用电',
            createdBy: auditor,
          })),
        )
        .returning({
          id: schema.shareRules.id,
          estateId: schema.shareRules.estateId,
          meterId: schema.shareRules.meterId,
        })
    : [];

  // Bindings from each house's charge start date. Two parking spaces per estate were rented
  // mid-month five months ago, so their first month is prorated.
  const bindings: Binding[] = [];
  for (const h of houses) {
    if (!h.chargeStartDate) continue;
    bindings.push({
      estateId: h.estateId,
      houseId: h.id,
      targetType: 'house',
      targetId: h.id,
      item: 'WY',
      standardCode: stdCode(h.estateId, 'WY'),
      startDate: h.chargeStartDate,
    });
    bindings.push({
      estateId: h.estateId,
      houseId: h.id,
      targetType: 'house',
      targetId: h.id,
      item: 'LJ',
      standardCode: stdCode(h.estateId, 'LJ'),
      startDate: h.chargeStartDate,
    });
  }
  const parking = await db
    .select({ id: schema.parkingLots.id, estateId: schema.parkingLots.estateId, houseId: schema.parkingLots.houseId })
    .from(schema.parkingLots)
    .where(
      and(
        eq(schema.parkingLots.companyId, companyId),
        isNotNull(schema.parkingLots.houseId),
        isNull(schema.parkingLots.deletedAt),
      ),
    )
    .orderBy(asc(schema.parkingLots.id));
  const rentedLate = `${addMonths(current, -5)}-16`;
  for (const e of estates) {
    parking
      .filter((p) => p.estateId === e.id && p.houseId !== null && startOf(p.houseId) !== null)
      .forEach((p, i, all) => {
        const houseId = p.houseId as number;
        const startDate = i >= all.length - 2 ? rentedLate : (startOf(houseId) as string);
        bindings.push({
          estateId: e.id,
          houseId,
          targetType: 'parking',
          targetId: p.id,
          item: 'TC',
          standardCode: stdCode(e.id, 'TC'),
          startDate,
        });
      });
  }
  for (const m of houseMeters) {
    const houseId = m.houseId as number;
    const item: ItemKey = m.kind === '1' ? 'SF' : 'DF';
    bindings.push({
      estateId: m.estateId,
      houseId,
      targetType: 'meter',
      targetId: m.id,
      item,
      standardCode: stdCode(m.estateId, item),
      startDate: startOf(houseId) as string,
    });
  }
  await insertJsonRows(
    db,
    schema.chargeBindings,
    bindings.map((b) => ({
      companyId,
      estateId: b.estateId,
      houseId: b.houseId,
      targetType: b.targetType,
      targetId: b.targetId,
      itemId: itemId(b.item),
      standardCode: b.standardCode,
      startDate: b.startDate,
      createdBy: auditor,
    })),
  );

  // 抄表: twelve audited months for every meter; this month's readings entered for a part of the
  // house meters (every third) and not audited yet, one of them unusually high.
  const readingRows: (typeof schema.meterReadings.$inferInsert)[] = [];
  const usageOf = new Map<string, string>();
  for (const [mi, m] of [...houseMeters, ...publicMeters].entries()) {
    const base = m.useAttr === '2' ? 2500 + r() * 2000 : m.kind === '1' ? 8 + r() * 22 : 90 + r() * 300;
    let previous = dec(m.initial).toFixed(2);
    const seen: string[] = [];
    for (const period of readingPeriods) {
      const isCurrent = period === current;
      if (isCurrent && (m.useAttr !== '1' || mi % 3 !== 0)) continue;
      const spike = isCurrent && mi === 0;
      const amount = (Math.round(base * (spike ? 4 : 0.75 + r() * 0.5) * 100) / 100).toFixed(2);
      const reading = dec(previous).plus(dec(amount)).toFixed(2);
      const result = meterUsage({ previous, current: reading, multiplier: String(m.multiplier) });
      if ('error' in result) throw new Error(`seed: meter ${m.id} ${result.error}`);
      const average = seen.length ? sumAmounts(seen.map((u) => dec(u).toFixed(2))) : '0';
      const unusual =
        seen.length > 0 && unusualUsage(result.usage, dec(average).dividedBy(seen.length).toFixed(4), '2') !== null;
      const readOn = minDay(`${period}-02`, today);
      readingRows.push({
        companyId,
        estateId: m.estateId,
        meterId: m.id,
        houseId: m.houseId,
        period,
        previous,
        current: reading,
        usage: result.usage,
        rolledOver: result.rolledOver,
        unusual,
        state: isCurrent ? 'W' : 'C',
        readOn,
        readBy: reader,
        auditedBy: isCurrent ? null : auditor,
        auditedAt: isCurrent ? null : at(`${period}-04`, '10:30'),
        remark: unusual ? '用量异常，请核实' : null,
        createdBy: reader,
        createdAt: at(readOn, '16:00'),
      });
      if (!isCurrent) {
        usageOf.set(`${m.id}:${period}`, result.usage);
        seen.push(result.usage);
      }
      previous = reading;
    }
  }
  await insertJsonRows(db, schema.meterReadings, readingRows);
  const readingIds = new Map<string, number>();
  const storedReadings = await db
    .select({ id: schema.meterReadings.id, meterId: schema.meterReadings.meterId, period: schema.meterReadings.period })
    .from(schema.meterReadings)
    .where(eq(schema.meterReadings.companyId, companyId));
  for (const row of storedReadings) readingIds.set(`${row.meterId}:${row.period}`, row.id);

  // Bill lines. Per estate and period: the lines of every binding, then the shared public power.
  const itemKeyOf = new Map(DEMO_ITEMS.map((it) => [itemId(it.key), it.key]));
  const runLines = new Map<string, LineRow[]>();
  const lineKey = (estateId: number, period: string) => `${estateId}:${period}`;
  const groups = [...new Set(houses.map((h) => `${h.estateId}:${h.buildingId}`))];
  const pendingGroup = new Set(groups.slice(0, Math.ceil(groups.length / 2)));
  const linesOf = (estateId: number, period: string) => {
    const k = lineKey(estateId, period);
    const list = runLines.get(k) ?? [];
    if (list.length === 0) runLines.set(k, list);
    return list;
  };
  const waterPending = new Set(
    houseMeters
      .filter((m, i) => m.kind === '1' && i % 3 === 0)
      .slice(0, 3)
      .map((m) => m.id),
  );

  for (const period of [...history, current]) {
    const isCurrent = period === current;
    const { first, last } = periodBounds(period);
    const created = minDay(`${period}-05`, today);
    const stamps = isCurrent
      ? { createdBy: reader, createdAt: at(created), updatedAt: at(created) }
      : {
          createdBy: reader,
          createdAt: at(created),
          updatedAt: at(`${period}-06`, '10:00'),
          auditedBy: auditor,
          auditedAt: at(created, '15:00'),
          releasedBy: auditor,
          releasedAt: at(`${period}-06`, '10:00'),
        };
    for (const b of bindings) {
      if (b.startDate > last) continue;
      const house = houseById.get(b.houseId);
      if (!house) continue;
      const item = itemId(b.item);
      const std = inForce(versionsOf, b.standardCode, b.startDate > first ? b.startDate : first);
      if (!std) continue;
      const rounding = std.rounding as RoundingMode;
      const fraction =
        b.startDate > first
          ? monthFraction({
              periodStart: first,
              periodEnd: last,
              chargedFrom: b.startDate,
              chargedTo: last,
              convention: std.proration as 'actual_days',
            })
          : undefined;
      const status = isCurrent
        ? pendingGroup.has(`${house.estateId}:${house.buildingId}`)
          ? 'pending_audit'
          : 'audited'
        : 'released';
      const row: LineRow = {
        companyId,
        estateId: b.estateId,
        houseId: b.houseId,
        itemId: item,
        targetType: b.targetType,
        targetId: b.targetId,
        standardId: std.id,
        period,
        periodFrom: b.startDate > first ? b.startDate : first,
        periodTo: last,
        billKey: billKey(b.houseId, item, b.targetType, b.targetId, period),
        generation: 0,
        fraction: fractionText(fraction),
        reduction: '0.00',
        dueDate: periodDueDate(period, 15),
        status,
        ...stamps,
        ...(status === 'pending_audit' ? { auditedBy: null, auditedAt: null } : {}),
        ...(status === 'audited' ? { auditedBy: auditor, auditedAt: at(created, '09:30') } : {}),
      };
      if (b.targetType === 'meter') {
        if (isCurrent) {
          // 待计费: this month's reading is entered but not audited yet.
          if (!waterPending.has(b.targetId)) continue;
          Object.assign(row, { status: 'pending_calc', auditedBy: null, auditedAt: null, remark: '等待本月读数审核' });
          linesOf(b.estateId, period).push(row);
          continue;
        }
        const usage = usageOf.get(`${b.targetId}:${period}`);
        if (usage === undefined) continue;
        row.quantity = usage;
        row.readingId = readingIds.get(`${b.targetId}:${period}`) ?? null;
        if (std.priceMethod === '3') {
          row.gross = tieredCost(WATER_BANDS, usage, rounding);
        } else {
          row.unitPrice = std.unitPrice;
          row.gross = lineAmount({ quantity: usage, unitPrice: std.unitPrice ?? '0', rounding });
        }
      } else if (std.priceMethod === '2') {
        row.quantity = '1';
        row.unitPrice = std.fixedAmount;
        row.gross = lineAmount({ quantity: '1', unitPrice: std.fixedAmount ?? '0', fraction, rounding });
      } else {
        row.quantity = house.area;
        row.unitPrice = std.unitPrice;
        row.gross = lineAmount({ quantity: house.area, unitPrice: std.unitPrice ?? '0', fraction, rounding });
      }
      row.net = row.gross;
      linesOf(b.estateId, period).push(row);
    }
    if (isCurrent) continue;
    for (const rule of rules) {
      const usage = usageOf.get(`${rule.meterId}:${period}`);
      const std = inForce(versionsOf, stdCode(rule.estateId, 'GT'), first);
      if (usage === undefined || !std) continue;
      const total = lineAmount({
        quantity: usage,
        unitPrice: std.unitPrice ?? '0',
        rounding: std.rounding as RoundingMode,
      });
      const sharers = houses.filter((h) => h.estateId === rule.estateId && (h.chargeStartDate ?? '9999') <= first);
      const weights = shareWeights(
        1,
        sharers.map((h) => ({ key: h.code, area: h.area })),
      );
      if ('error' in weights) throw new Error(`seed: share ${weights.error}`);
      const shared = shareByLargestRemainder(total, weights.parts);
      if ('error' in shared) throw new Error(`seed: share ${shared.error}`);
      const list = linesOf(rule.estateId, period);
      sharers.forEach((h, i) => {
        const amount = shared.shares[i]?.amount ?? '0.00';
        list.push({
          companyId,
          estateId: rule.estateId,
          houseId: h.id,
          itemId: itemId('GT'),
          targetType: 'share',
          targetId: rule.id,
          standardId: std.id,
          shareRuleId: rule.id,
          period,
          periodFrom: first,
          periodTo: last,
          billKey: billKey(h.id, itemId('GT'), 'share', rule.id, period),
          generation: 0,
          quantity: h.area,
          gross: amount,
          reduction: '0.00',
          net: amount,
          dueDate: periodDueDate(period, 15),
          status: 'released',
          remark: `公共用电${usage}度，合计${total}元`,
          ...stamps,
        });
      });
    }
  }

  // A reduction approved before release (困难家庭 50 %) in the history.
  const firstEstateHouses = houses.filter((h) => h.estateId === estateIds[0]);
  const reducedHouse = firstEstateHouses[5];
  const reducedPeriod = addMonths(current, -6);
  const reducedLine = reducedHouse
    ? runLines
        .get(lineKey(reducedHouse.estateId, reducedPeriod))
        ?.find((l) => l.houseId === reducedHouse.id && itemKeyOf.get(l.itemId) === 'WY')
    : undefined;
  let reducedAmount: string | null = null;
  if (reducedLine?.gross) {
    const cut = reductionAmount(reducedLine.gross, { kind: 'percent', value: '50' });
    if ('error' in cut) throw new Error(`seed: reduction ${cut.error}`);
    reducedLine.reduction = cut.reduction;
    reducedLine.net = cut.net;
    reducedLine.remark = '困难家庭减免50%';
    reducedAmount = cut.reduction;
  }
  // A line billed on a wrong area, reversed and re-billed in the next month.
  const correctedHouse = firstEstateHouses[9];
  const correctedPeriod = addMonths(current, -8);
  const wrongLine = correctedHouse
    ? runLines
        .get(lineKey(correctedHouse.estateId, correctedPeriod))
        ?.find((l) => l.houseId === correctedHouse.id && itemKeyOf.get(l.itemId) === 'WY')
    : undefined;
  const rightFigures = wrongLine ? { quantity: wrongLine.quantity, gross: wrongLine.gross } : null;
  if (wrongLine?.quantity && wrongLine.unitPrice) {
    wrongLine.quantity = dec(wrongLine.quantity).plus(10).toFixed(2);
    wrongLine.gross = lineAmount({
      quantity: wrongLine.quantity,
      unitPrice: wrongLine.unitPrice,
      rounding: 'half_up_2',
    });
    wrongLine.net = wrongLine.gross;
  }

  // Runs (one per estate and month, 常规), then their lines.
  const runKeys = [...runLines.keys()];
  const runs = await db
    .insert(schema.billRuns)
    .values(
      runKeys.map((k) => {
        const lines = runLines.get(k) ?? [];
        const [estateId, period] = [Number(k.split(':')[0]), k.split(':')[1] as string];
        const created = minDay(`${period}-05`, today);
        return {
          companyId,
          estateId,
          kind: 'normal',
          periodFrom: period,
          periodTo: period,
          scope: {},
          state: 'done',
          total: lines.length,
          done: lines.length,
          linesCreated: lines.length,
          linesSkipped: 0,
          amount: sumAmounts(lines.map((l) => l.net ?? '0')),
          createdBy: reader,
          createdAt: at(created),
          finishedAt: at(created, '09:01'),
        };
      }),
    )
    .returning({ id: schema.billRuns.id });
  const allLines: LineRow[] = [];
  runKeys.forEach((k, i) => {
    for (const line of runLines.get(k) ?? []) allLines.push({ ...line, runId: runs[i]?.id ?? null });
  });
  await insertJsonRows(db, schema.billLines, allLines);

  const lineId = async (key: string, generation = 0) => {
    const [row] = await db
      .select({ id: schema.billLines.id })
      .from(schema.billLines)
      .where(
        and(
          eq(schema.billLines.companyId, companyId),
          eq(schema.billLines.billKey, key),
          eq(schema.billLines.generation, generation),
        ),
      );
    return row?.id ?? null;
  };

  // The correction: a reversal (generation 1) and the re-billed line (generation 2), both released.
  const extraEvents: (typeof schema.billLineEvents.$inferInsert)[] = [];
  if (wrongLine && rightFigures?.quantity && rightFigures.gross) {
    const wrongId = await lineId(wrongLine.billKey);
    const day = `${addMonths(correctedPeriod, 1)}-12`;
    const when = {
      createdBy: auditor,
      createdAt: at(day, '11:00'),
      updatedAt: at(day, '11:30'),
      auditedBy: auditor,
      auditedAt: at(day, '11:10'),
      releasedBy: auditor,
      releasedAt: at(day, '11:30'),
    };
    const base = { ...wrongLine, runId: null };
    await db.insert(schema.billLines).values({
      ...base,
      ...when,
      generation: 1,
      quantity: `-${wrongLine.quantity}`,
      gross: dec(wrongLine.gross ?? '0')
        .negated()
        .toFixed(2),
      net: dec(wrongLine.net ?? '0')
        .negated()
        .toFixed(2),
      reversalOf: wrongId,
      remark: '冲销：建筑面积登记有误',
    });
    await db
      .insert(schema.billLines)
      .values({
        ...base,
        ...when,
        generation: 2,
        quantity: rightFigures.quantity,
        gross: rightFigures.gross,
        net: rightFigures.gross,
        remark: '按核实后的建筑面积重新计费',
      });
    if (wrongId)
      extraEvents.push({
        companyId,
        lineId: wrongId,
        action: 'reverse',
        fromStatus: 'released',
        toStatus: 'released',
        note: '建筑面积登记有误，冲销后重新计费',
        by: auditor,
        at: at(day, '11:00'),
      });
  }

  // Reductions: the approved one above, and one waiting for approval on this month's bill.
  if (reducedLine && reducedAmount) {
    const id = await lineId(reducedLine.billKey);
    if (id) {
      const day = `${reducedPeriod}-05`;
      await db
        .insert(schema.reductions)
        .values({
          companyId,
          lineId: id,
          houseId: reducedLine.houseId,
          kind: 'percent',
          value: '50',
          amount: reducedAmount,
          reason: '困难家庭，经项目经理批准减免当月物业费50%',
          state: 'approved',
          requestedBy: reader,
          requestedAt: at(day, '10:00'),
          approvedBy: auditor,
          approvedAt: at(day, '14:00'),
        });
      extraEvents.push({
        companyId,
        lineId: id,
        action: 'reduce',
        fromStatus: 'pending_audit',
        toStatus: 'pending_audit',
        note: `减免${reducedAmount}元`,
        by: auditor,
        at: at(day, '14:00'),
      });
    }
  }
  const pendingReduced = allLines.find(
    (l) =>
      l.period === current &&
      l.status === 'pending_audit' &&
      itemKeyOf.get(l.itemId) === 'WY' &&
      l.houseId === firstEstateHouses[3]?.id,
  );
  if (pendingReduced) {
    const id = await lineId(pendingReduced.billKey);
    if (id)
      await db
        .insert(schema.reductions)
        .values({
          companyId,
          lineId: id,
          houseId: pendingReduced.houseId,
          kind: 'amount',
          value: '20.00',
          amount: '20.00',
          reason: '楼道维修期间保洁暂停，业主申请减免',
          state: 'pending',
          requestedBy: reader,
          requestedAt: at(today, '09:30'),
        });
  }

  // Every line's moves: create, approve (audited lines), release (released lines).
  await db.execute(sql`
    insert into ${schema.billLineEvents} (company_id, line_id, action, from_status, to_status, note, "by", at)
    select company_id, id,
           case when reversal_of is not null then 'reverse' when generation > 0 then 'rebill' else 'create' end,
           null, case when status = 'pending_calc' then 'pending_calc' else 'pending_audit' end, null, created_by, created_at
    from ${schema.billLines} where company_id = ${companyId}
    order by id`);
  await db.execute(sql`
    insert into ${schema.billLineEvents} (company_id, line_id, action, from_status, to_status, note, "by", at)
    select company_id, id, 'approve', 'pending_audit', 'audited', null, audited_by, audited_at
    from ${schema.billLines} where company_id = ${companyId} and status in ('audited', 'released')
    order by id`);
  await db.execute(sql`
    insert into ${schema.billLineEvents} (company_id, line_id, action, from_status, to_status, note, "by", at)
    select company_id, id, 'release', 'audited', 'released', null, released_by, released_at
    from ${schema.billLines} where company_id = ${companyId} and status = 'released'
    order by id`);
  if (extraEvents.length > 0) await db.insert(schema.billLineEvents).values(extraEvents);
}
