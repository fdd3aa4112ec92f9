import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import {
  addDays,
  allocatePayment,
  BUILT_IN_RECEIPT_NUMBERING,
  dec,
  Dec,
  formatReceiptNumber,
  receiptPeriodKey,
  type Allocation,
  type OpenLine,
  type ReceiptNumbering,
} from '@pm/domain';
import { insertJsonRows, shanghaiToday } from './charging.seed';
import { rng } from './people-names';
import type { SeedContext } from './seed-context';
import { isRefund, seedApprovedRequests, seedPendingRequest, type PaidRefund } from './settlement-refunds.seed';

// 结算 demo data (issue 12): a year of the counter's work on top of the charging seed's released
// lines, computed with the product's own allocation rule and written as the counter writes it
// (payments, tenders, allocations, account entries, receipts numbered by the estates' rules). Most
// houses pay each month some days after the due date (late fees where past the grace days), some
// stop paying months ago (arrears in every ageing bucket), a few over-pay into 预交款, pre-pay and
// have later months offset, hold a 装修押金 (one paid back, through an approved 退款申请; another
// waits for approval), and one payment is 冲红 with its receipt voided.

export interface SettlementSeedOptions {
  today?: string;
}

export async function seedSettlement(ctx: SeedContext, options: SettlementSeedOptions = {}): Promise<void> {
  const today = options.today ?? shanghaiToday();
  for (const [i, code] of (['SH', 'HZ'] as const).entries()) {
    const companyId = await ctx.company(code);
    await seedCompanySettlement(ctx.db, companyId, today, 20261212 + i);
  }
}

interface SeedLine extends OpenLine {
  estateId: number;
  houseId: number;
  itemId: number;
  period: string;
  category: 'regular' | 'service' | 'other' | 'agency';
}

interface Draft {
  id: number;
  estateId: number;
  houseId: number | null;
  settleType: string;
  day: string;
  time: string;
  tenders: { method: string; amount: string }[];
  allocations: Allocation[];
  entries: { account: AccountKey; amount: string; lineId?: number; summary: string }[];
  reversalOf?: number;
  payerName?: string;
  remark?: string;
  receipt: boolean;
}

type AccountKey = `${number}:${number}:${'prepay' | 'deposit' | 'change' | 'agency'}:${number}`;

const METHODS = ['1', '1', '1', '4', '4', '4', '4', '5', '5', '2', '3'];
const TYPE_OF: Record<SeedLine['category'], string> = { regular: '1', service: '4', other: '6', agency: '5' };

async function seedCompanySettlement(db: DbOrTx, companyId: number, today: string, seed: number): Promise<void> {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const cashiers = (
    await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.companyId, companyId), eq(schema.users.role, 'emp')))
      .orderBy(asc(schema.users.id))
  ).map((u) => u.id);
  if (cashiers.length === 0) return;

  const rows = await db.execute<{
    id: number;
    estate_id: number;
    house_id: number;
    item_id: number;
    period: string;
    due_date: string;
    open: string;
    priority: number;
    deduct_from_prepay: boolean;
    pass_through: boolean;
    target_type: string;
    rate: string | null;
    grace: number | null;
    cap: string | null;
  }>(sql`
    select l.id, l.estate_id, l.house_id, l.item_id, l.period, l.due_date, o.open, i.priority,
           i.deduct_from_prepay, i.pass_through, l.target_type,
           s.late_rate_per_day::text as rate, s.grace_days as grace, s.late_cap_ratio::text as cap
    from ${schema.billLineOpen} o
    join ${schema.billLines} l on l.id = o.line_id
    join ${schema.chargeItems} i on i.id = l.item_id
    left join ${schema.arrearsSettings} s on s.company_id = l.company_id and s.estate_id = l.estate_id and s.item_id is null and s.deleted_at is null
    where o.company_id = ${companyId}
    order by l.house_id, l.due_date, l.id`);
  const lines: SeedLine[] = [...rows].map((l) => ({
    id: Number(l.id),
    estateId: Number(l.estate_id),
    houseId: Number(l.house_id),
    itemId: Number(l.item_id),
    period: l.period,
    dueDate: l.due_date,
    priority: l.priority,
    open: l.open,
    prepayAllowed: l.deduct_from_prepay,
    late: l.rate ? { ratePerDay: l.rate, graceDays: l.grace ?? 0, capRatio: l.cap } : null,
    category: l.target_type === 'service' ? 'service' : l.target_type === 'other' ? 'other' : l.pass_through ? 'agency' : 'regular',
  }));
  if (lines.length === 0) return;

  const byHouse = new Map<number, SeedLine[]>();
  for (const l of lines) byHouse.set(l.houseId, [...(byHouse.get(l.houseId) ?? []), l]);
  const drafts: Draft[] = [];
  let nextId = 0;
  const draft = (d: Omit<Draft, 'id'>): Draft => {
    const full = { ...d, id: ++nextId };
    drafts.push(full);
    return full;
  };
  const time = () => `${String(9 + Math.floor(r() * 8)).padStart(2, '0')}:${String(Math.floor(r() * 60)).padStart(2, '0')}`;
  const tendersFor = (amount: Dec): Draft['tenders'] => {
    if (amount.lte(0)) return [];
    if (r() < 0.12 && amount.gt(100)) {
      const cash = amount.mod(100).gt(0) ? amount.mod(100) : new Dec(50);
      return [
        { method: '1', amount: cash.toFixed(2) },
        { method: '4', amount: amount.minus(cash).toFixed(2) },
      ];
    }
    return [{ method: pick(METHODS), amount: amount.toFixed(2) }];
  };
  const prepayBalance = new Map<number, Dec>();
  const key = (estateId: number, houseId: number, kind: 'prepay' | 'deposit' | 'change' | 'agency', itemId = 0): AccountKey => `${estateId}:${houseId}:${kind}:${itemId}`;

  /** Pays the given open lines of one category on a day, like the counter, and lowers their open parts. */
  const settle = (houseLines: SeedLine[], day: string, cash: Dec | 'due', usePrepay: boolean) => {
    const category = houseLines[0]!.category;
    const estateId = houseLines[0]!.estateId;
    const houseId = houseLines[0]!.houseId;
    const prepay = usePrepay ? (prepayBalance.get(houseId) ?? new Dec(0)) : new Dec(0);
    const open = houseLines.filter((l) => dec(l.open).gt(0));
    if (open.length === 0) return;
    const dueRun = allocatePayment({ lines: open, asOf: day, cash: '0', prepay: prepay.toFixed(2) });
    const need = cash === 'due' ? dec(dueRun.due).minus(dueRun.prepayUsed) : cash;
    const result = allocatePayment({ lines: open, asOf: day, cash: need.toFixed(2), prepay: prepay.toFixed(2) });
    if (result.allocations.length === 0) return;
    const entries: Draft['entries'] = [];
    for (const a of result.allocations) {
      const line = open.find((l) => l.id === a.lineId)!;
      line.open = dec(line.open).minus(a.principal).toFixed(2);
      if (a.source === 'prepay') entries.push({ account: key(estateId, houseId, 'prepay'), amount: dec(a.principal).plus(a.lateFee).negated().toFixed(2), lineId: a.lineId, summary: `预交款冲抵 ${line.period}` });
      if (category === 'agency') entries.push({ account: key(estateId, 0, 'agency', line.itemId), amount: a.principal, summary: `委收 ${line.period}` });
    }
    if (dec(result.overpay).gt(0)) entries.push({ account: key(estateId, houseId, 'prepay'), amount: result.overpay, summary: '多收款转预交' });
    prepayBalance.set(houseId, prepay.minus(result.prepayUsed).plus(result.overpay));
    draft({ estateId, houseId, settleType: TYPE_OF[category], day, time: time(), tenders: tendersFor(need), allocations: result.allocations, entries, receipt: true });
  };

  const houses = [...byHouse.keys()].sort((a, b) => a - b);
  for (const [index, houseId] of houses.entries()) {
    const houseLines = byHouse.get(houseId)!;
    const periods = [...new Set(houseLines.map((l) => l.period))].sort();
    // Profiles: 70 % pay every month, 12 % stopped 3-9 months ago, 8 % pre-pay, 10 % never paid this year.
    const roll = r();
    const profile = roll < 0.7 ? 'regular' : roll < 0.82 ? 'stopped' : roll < 0.9 ? 'prepay' : 'never';
    if (profile === 'never') continue;
    const stopAt = profile === 'stopped' ? periods.length - 3 - Math.floor(r() * 7) : periods.length;
    const estateId = houseLines[0]!.estateId;
    let lastDay = '0000-00-00';
    if (profile === 'prepay') {
      const first = periods[0]!;
      const amount = new Dec(pick([1000, 1500, 2000, 3000]));
      const day = `${first}-03`;
      lastDay = day;
      if (day <= today) {
        draft({ estateId, houseId, settleType: '2', day, time: time(), tenders: tendersFor(amount), allocations: [], entries: [{ account: key(estateId, houseId, 'prepay'), amount: amount.toFixed(2), summary: '预交物业费' }], receipt: true });
        prepayBalance.set(houseId, amount);
      }
    }
    for (const period of periods.slice(0, Math.max(0, stopAt))) {
      const ofPeriod = houseLines.filter((l) => l.period === period);
      const due = ofPeriod[0]!.dueDate;
      // Most pay within the grace days; some later, with a late fee.
      // A house's visits are in time order, so its pre-payment moves as computed here.
      const drawn = addDays(due, r() < 0.8 ? Math.floor(r() * 25) - 10 : 31 + Math.floor(r() * 40));
      const day = drawn > lastDay ? drawn : lastDay;
      if (day > today || due >= today) continue;
      lastDay = day;
      for (const category of ['regular', 'agency', 'service', 'other'] as const) {
        const group = ofPeriod.filter((l) => l.category === category);
        if (group.length === 0) continue;
        const overpay = profile === 'regular' && category === 'regular' && r() < 0.05;
        if (overpay) {
          const due = dec(allocatePayment({ lines: group, asOf: day, cash: '0', prepay: '0' }).due);
          settle(group, day, due.div(100).ceil().times(100).plus(100), false);
        } else settle(group, day, 'due', profile === 'prepay' && category === 'regular');
      }
    }
    // A part payment for some houses that stopped: C10's shape, oldest first.
    if (profile === 'stopped' && r() < 0.4) {
      const open = houseLines.filter((l) => l.category === 'regular' && dec(l.open).gt(0) && l.dueDate < today);
      const day = addDays(today, -Math.floor(r() * 20) - 1);
      if (open.length > 1 && day >= lastDay) settle(open, day, new Dec(pick([200, 300, 500])), false);
    }
    // 装修押金 for every 25th house; every other one of them got it back.
    if (index % 25 === 3) {
      const item = await depositItem(db, companyId);
      if (item) {
        const day = addDays(today, -60 - Math.floor(r() * 200));
        const amount = new Dec(2000);
        draft({ estateId, houseId, settleType: '3', day, time: time(), tenders: tendersFor(amount), allocations: [], entries: [{ account: key(estateId, houseId, 'deposit', item), amount: amount.toFixed(2), summary: '收装修押金' }], payerName: undefined, receipt: true });
        if (index % 50 === 3) {
          draft({ estateId, houseId, settleType: '7', day: addDays(day, 45), time: time(), tenders: [{ method: '2', amount: amount.negated().toFixed(2) }], allocations: [], entries: [{ account: key(estateId, houseId, 'deposit', item), amount: amount.negated().toFixed(2), summary: '退装修押金' }], remark: '装修验收合格，退还押金', receipt: true });
        }
      }
    }
  }
  if (drafts.length === 0) return;

  // 冲红 of the latest regular payment: the lines open again, the receipt is voided.
  // By day, then in the order drafted: a house's visits of one day keep the order its balances were computed in.
  drafts.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id - b.id));
  const reversed = [...drafts].reverse().find((d) => d.settleType === '1' && d.entries.length === 0 && d.tenders.length > 0);
  if (reversed) {
    drafts.push({
      id: ++nextId,
      estateId: reversed.estateId,
      houseId: reversed.houseId,
      settleType: '14',
      day: reversed.day,
      time: reversed.time.replace(/:\d\d$/, ':59'),
      tenders: reversed.tenders.map((t) => ({ ...t, amount: dec(t.amount).negated().toFixed(2) })),
      allocations: reversed.allocations.map((a) => ({ ...a, principal: dec(a.principal).negated().toFixed(2), lateFee: dec(a.lateFee).negated().toFixed(2) })),
      entries: [],
      reversalOf: reversed.id,
      remark: '收款金额录错，冲红后重收',
      receipt: false,
    });
  }
  await writeDrafts(db, companyId, drafts, cashiers, pick);
  await seedPendingRequest(db, companyId, cashiers[0]!, today);
}

async function depositItem(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: schema.chargeItems.id })
    .from(schema.chargeItems)
    .where(and(eq(schema.chargeItems.companyId, companyId), eq(schema.chargeItems.category, '7'), isNull(schema.chargeItems.deletedAt)))
    .orderBy(asc(schema.chargeItems.id))
    .limit(1);
  return row?.id;
}

/** Real ids for the drafts (taken from the tables' identity sequences), then one insert per table. */
async function writeDrafts(db: DbOrTx, companyId: number, drafts: Draft[], cashiers: number[], pick: <T>(l: readonly T[]) => T) {
  const ids = await reserveIds(db, 'payments', drafts.length);
  const realId = new Map(drafts.map((d, i) => [d.id, ids[i]!]));

  // Accounts first (they open empty), then entries move them in time order.
  const accountKeys = [...new Set(drafts.flatMap((d) => d.entries.map((e) => e.account)))];
  const accountId = new Map<AccountKey, number>();
  for (const k of accountKeys) {
    const [estateId, houseId, kind, itemId] = k.split(':');
    const [row] = await db
      .insert(schema.settleAccounts)
      .values({ companyId, estateId: Number(estateId), houseId: Number(houseId), kind: kind!, itemId: Number(itemId) })
      .returning({ id: schema.settleAccounts.id });
    accountId.set(k, row!.id);
  }

  const rules = await receiptRules(db, companyId);
  const counters = new Map<string, number>();
  const payments: Record<string, unknown>[] = [];
  const tenders: Record<string, unknown>[] = [];
  const allocations: Record<string, unknown>[] = [];
  const entries: Record<string, unknown>[] = [];
  const receipts: Record<string, unknown>[] = [];
  const voids: Record<string, unknown>[] = [];
  const refunds: PaidRefund[] = [];
  const itemOf = await lineItems(db, companyId, drafts);
  for (const d of drafts) {
    const id = realId.get(d.id)!;
    const cashier = pick(cashiers);
    const createdAt = new Date(`${d.day}T${d.time}:00+08:00`);
    const principal = d.allocations.reduce((s, a) => s.plus(a.principal), new Dec(0));
    const late = d.allocations.reduce((s, a) => s.plus(a.lateFee), new Dec(0));
    const total = d.tenders.reduce((s, t) => s.plus(t.amount), new Dec(0));
    payments.push({
      id,
      companyId,
      estateId: d.estateId,
      houseId: d.houseId,
      settleType: d.settleType,
      total: total.toFixed(2),
      principal: principal.toFixed(2),
      lateFee: late.toFixed(2),
      payerName: d.payerName ?? null,
      remark: d.remark ?? null,
      reversalOf: d.reversalOf ? realId.get(d.reversalOf)! : null,
      cashierId: cashier,
      businessDate: d.day,
      createdAt,
    });
    d.tenders.forEach((t, i) => tenders.push({ paymentId: id, seq: i + 1, companyId, method: t.method, amount: t.amount }));
    for (const a of d.allocations) {
      allocations.push({ companyId, paymentId: id, lineId: a.lineId, houseId: d.houseId, itemId: itemOf.get(a.lineId)!, principal: a.principal, lateFee: a.lateFee, lateDays: a.lateDays, lateRate: a.lateRate, source: a.source });
    }
    for (const e of d.entries) entries.push({ companyId, accountId: accountId.get(e.account)!, paymentId: id, lineId: e.lineId ?? null, amount: e.amount, summary: e.summary, createdAt });
    if (d.receipt) {
      const { rule, ruleId } = rules(d.estateId);
      const counterKey = ruleId ? `rule:${ruleId}` : `estate:${d.estateId}`;
      const period = receiptPeriodKey(rule.resetCycle, d.day);
      const serial = (counters.get(`${counterKey}|${period}`) ?? 0) + 1;
      counters.set(`${counterKey}|${period}`, serial);
      receipts.push({ companyId, estateId: d.estateId, paymentId: id, ruleId, number: formatReceiptNumber(rule, d.day, serial), issuedBy: cashier, issuedAt: createdAt });
    }
    if (isRefund(d.settleType)) {
      const deposit = d.settleType === '7' ? Number(d.entries[0]!.account.split(':')[3]) : null;
      refunds.push({ paymentId: id, estateId: d.estateId, houseId: d.houseId, settleType: d.settleType, itemId: deposit, tenders: d.tenders, payeeName: d.payerName ?? null, reason: d.remark ?? null, cashier, paidAt: createdAt });
    }
    if (d.reversalOf) voids.push({ paymentId: realId.get(d.reversalOf)!, reversalPaymentId: id, reason: d.remark ?? '冲红', voidedBy: cashier, voidedAt: createdAt });
  }
  await insertJsonRows(db, schema.payments, payments, 1000, true);
  await insertJsonRows(db, schema.paymentTenders, tenders);
  // Allocations in time order: one statement per payment day keeps each line's open part ≥ 0.
  await insertJsonRows(db, schema.paymentAllocations, allocations, 5000);
  await insertJsonRows(db, schema.settleAccountEntries, entries, 5000);
  await insertJsonRows(db, schema.receipts, receipts);
  if (voids.length > 0) {
    const [receipt] = await db.select({ id: schema.receipts.id }).from(schema.receipts).where(eq(schema.receipts.paymentId, voids[0]!.paymentId as number));
    if (receipt) await db.insert(schema.receiptVoids).values({ receiptId: receipt.id, companyId, reversalPaymentId: voids[0]!.reversalPaymentId as number, reason: voids[0]!.reason as string, voidedBy: voids[0]!.voidedBy as number, voidedAt: voids[0]!.voidedAt as Date });
  }
  await seedApprovedRequests(db, companyId, refunds, cashiers);
  for (const [k, serial] of counters) {
    const [counterKey, periodKey] = k.split('|');
    await db.insert(schema.receiptCounters).values({ companyId, counterKey: counterKey!, periodKey: periodKey!, nextSerial: serial + 1 });
  }
}

async function reserveIds(db: DbOrTx, table: string, n: number): Promise<number[]> {
  const rows = await db.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${n})`);
  return [...rows].map((row) => Number(row.id));
}

async function lineItems(db: DbOrTx, companyId: number, drafts: Draft[]): Promise<Map<number, number>> {
  const ids = [...new Set(drafts.flatMap((d) => d.allocations.map((a) => a.lineId)))];
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db.execute<{ id: number; item_id: number }>(
      sql`select id, item_id from ${schema.billLines} where company_id = ${companyId} and id = any(${`{${ids.slice(i, i + 5000).join(',')}}`}::bigint[])`,
    );
    for (const row of rows) map.set(Number(row.id), Number(row.item_id));
  }
  return map;
}

/** The receipt numbering of each estate: its enabled rule, else the company's, else the built-in one. */
async function receiptRules(db: DbOrTx, companyId: number) {
  const r = schema.receiptRules;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), isNull(r.deletedAt), eq(r.enabled, true)))
    .orderBy(asc(r.id));
  return (estateId: number): { rule: ReceiptNumbering; ruleId: number | null } => {
    const row = rows.find((x) => x.estateId === estateId) ?? rows.find((x) => x.estateId === null);
    return row
      ? { rule: { prefix: row.prefix, datePart: row.datePart, serialLength: row.serialLength, resetCycle: row.resetCycle }, ruleId: row.id }
      : { rule: BUILT_IN_RECEIPT_NUMBERING, ruleId: null };
  };
}
