import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import {
  chargingVouchers,
  defaultChargingTemplate,
  lineChargingEvents,
  paymentChargingEvents,
  type ChargingEvent,
  type ChartTemplateKey,
  type LineSourceRow,
  type PaymentSourceRow,
} from '@pm/domain';
import { ACCOUNTING_LAST_PERIOD } from './accounting.seed';
import type { SeedContext } from './seed-context';

// 业财一体 demo data (issue 13): each company with a book gets its charging template (the chart's
// subjects, stored as the server stores them: one acct_voucher_templates row per slot, VAT 6 %), and
// the vouchers of the last three business days of the settlement seed in the open month, generated
// as 凭证收费结算 generates them (domain chargingVouchers per day, estate and tender), left 待审核
// with every source row in acct_voucher_sources so the screen's drill-down and "generate again"
// have something to show.

const VAT = '0.06';
const FEE_KINDS = ['property', 'parking', 'utilities', 'other'] as const;
const MAKER: Record<string, string> = { SH: 'acc01', HZ: 'emp02' };

export async function seedAccountingCharging(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ']) {
    const companyId = await ctx.company(code);
    const [book] = await ctx.db.select({ chart: schema.acctBooks.chart }).from(schema.acctBooks).where(eq(schema.acctBooks.companyId, companyId));
    if (!book) continue;
    await seedCompany(ctx.db, companyId, book.chart as ChartTemplateKey, MAKER[code]!);
  }
}

async function seedCompany(db: DbOrTx, companyId: number, chart: ChartTemplateKey, maker: string) {
  const t = defaultChargingTemplate(chart);
  const slots: [string, string][] = [
    ...Object.entries(t.tender).map(([m, c]): [string, string] => [`tender:${m}`, c]),
    ...FEE_KINDS.map((f): [string, string] => [`recv:${f}`, t.receivable[f]]),
    ...FEE_KINDS.map((f): [string, string] => [`rev:${f}`, t.revenue[f]]),
    ['prepayment', t.prepayment],
    ['deposit', t.deposit],
    ['lateFeeIncome', t.lateFeeIncome],
    ['vatOutput', t.vatOutput],
  ];
  await db.insert(schema.acctVoucherTemplates).values([
    ...slots.map(([event, code]) => ({ companyId, kind: 'charging', name: event, event, tenderMethod: event.startsWith('tender:') ? event.slice(7) : null, debitSubjectCode: code })),
    { companyId, kind: 'charging', name: '增值税税率', event: 'vatRate', summary: VAT },
  ]);
  const days = await db
    .selectDistinct({ day: schema.payments.businessDate })
    .from(schema.payments)
    .where(and(eq(schema.payments.companyId, companyId), gte(schema.payments.businessDate, `${ACCOUNTING_LAST_PERIOD}-01`), sql`${schema.payments.businessDate} <= ${`${ACCOUNTING_LAST_PERIOD}-30`}`))
    .orderBy(desc(schema.payments.businessDate))
    .limit(3);
  if (!days.length) return;
  const from = days.at(-1)!.day;
  const to = days[0]!.day;
  const events = await rangeEvents(db, companyId, from, to);
  const vouchers = chargingVouchers(events, { ...t, word: '记' });
  const codes = [...new Set(vouchers.flatMap((v) => v.lines.map((l) => l.subjectCode)))];
  const subjects = new Map(
    (await db.select({ id: schema.acctSubjects.id, code: schema.acctSubjects.code }).from(schema.acctSubjects).where(and(eq(schema.acctSubjects.companyId, companyId), inArray(schema.acctSubjects.code, codes)))).map((r) => [r.code, r.id]),
  );
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, maker));
  const c = schema.acctVoucherCounters;
  const sources: { companyId: number; sourceKind: string; sourceId: number; voucherId: number }[] = [];
  const seen = new Map<number, number>();
  for (const v of vouchers) {
    const [counter] = await db
      .insert(c)
      .values({ companyId, period: v.date.slice(0, 7), word: '记', next: 2 })
      .onConflictDoUpdate({ target: [c.companyId, c.period, c.word], set: { next: sql`${c.next} + 1` } })
      .returning({ number: sql<number>`(${c.next} - 1)::int` });
    const [row] = await db
      .insert(schema.acctVouchers)
      .values({
        companyId,
        period: v.date.slice(0, 7),
        word: '记',
        number: counter!.number,
        voucherDate: v.date,
        status: 1,
        attachments: v.sourceIds.length,
        source: 'charging',
        sourceRef: `charging:${v.date}:estate:${String(v.estateId)}:tender:${v.tender ?? '-'}${v.red ? ':red' : ''}`,
        remark: v.summary,
        makerId: user?.id ?? null,
      })
      .returning({ id: schema.acctVouchers.id });
    const id = row!.id;
    await db.insert(schema.acctVoucherLines).values(
      v.lines.map((l, i) => ({ companyId, voucherId: id, seq: i + 1, summary: l.summary, subjectId: subjects.get(l.subjectCode)!, debit: l.debit ?? '0', credit: l.credit ?? '0', estateId: Number(l.aux.estateId) })),
    );
    await db.update(schema.acctVouchers).set({ status: 2 }).where(eq(schema.acctVouchers.id, id));
    await db.insert(schema.acctVoucherEvents).values([
      { companyId, voucherId: id, action: 'save', fromStatus: null, toStatus: 1, actorId: user?.id ?? null },
      { companyId, voucherId: id, action: 'submit', fromStatus: 1, toStatus: 2, actorId: user?.id ?? null },
    ]);
    for (const s of v.sourceIds) {
      const n = Number(String(s).slice(1));
      if (String(s).startsWith('L')) sources.push({ companyId, sourceKind: 'bill_line', sourceId: n, voucherId: id });
      else {
        const k = (seen.get(n) ?? 0) + 1;
        seen.set(n, k);
        sources.push({ companyId, sourceKind: k === 1 ? 'payment' : `payment:${k}`, sourceId: n, voucherId: id });
      }
    }
  }
  for (let i = 0; i < sources.length; i += 5000) await db.insert(schema.acctVoucherSources).values(sources.slice(i, i + 5000));
}

/** The range's lines and payments as events (the server's reads, charging-vouchers.repo.ts). */
async function rangeEvents(db: DbOrTx, companyId: number, from: string, to: string): Promise<ChargingEvent[]> {
  const pw: SQL = sql`p.company_id = ${companyId} and p.business_date between ${from}::date and ${to}::date`;
  const lines = await db.execute<LineSourceRow & Record<string, unknown>>(sql`
    select l.id::int as id, to_char(((l.released_at at time zone 'UTC') + interval '8 hours')::date, 'YYYY-MM-DD') as day, l.estate_id::int as estate_id,
           l.net::text as net, l.reversal_of::int as reversal_of, l.adjusts_line_id::int as adjusts_line_id, i.category, i.pass_through
    from bill_lines l join charge_items i on i.id = l.item_id
    where l.company_id = ${companyId} and l.released_at >= ((${from}::date - interval '8 hours') at time zone 'UTC')
      and l.released_at < ((${to}::date + interval '16 hours') at time zone 'UTC') and coalesce(l.net, 0) <> 0
    order by l.id`);
  const payments = await db.execute<PaymentSourceRow & Record<string, unknown>>(sql`
    select p.id::int as id, to_char(p.business_date, 'YYYY-MM-DD') as day, p.estate_id::int as estate_id, p.settle_type, o.settle_type as original_type
    from payments p left join payments o on o.id = p.reversal_of where ${pw} order by p.id`);
  const tenders = await db.execute<{ payment_id: number; method: string; amount: string }>(sql`
    select t.payment_id::int as payment_id, t.method, t.amount::text as amount from payment_tenders t join payments p on p.id = t.payment_id where ${pw} order by t.payment_id, t.seq`);
  const allocations = await db.execute<{ payment_id: number; principal: string; late_fee: string; source: string; category: string; pass_through: boolean }>(sql`
    select a.payment_id::int as payment_id, a.principal::text as principal, a.late_fee::text as late_fee, a.source, i.category, i.pass_through
    from payment_allocations a join payments p on p.id = a.payment_id join charge_items i on i.id = a.item_id where ${pw} order by a.payment_id, a.id`);
  const entries = await db.execute<{ payment_id: number; kind: string; amount: string }>(sql`
    select e.payment_id::int as payment_id, a.kind, e.amount::text as amount
    from settle_account_entries e join payments p on p.id = e.payment_id join settle_accounts a on a.id = e.account_id
    where ${pw} and e.line_id is null and a.kind <> 'agency' order by e.payment_id, e.id`);
  const by = <T extends { payment_id: number }>(rows: readonly T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(r.payment_id);
      if (list) list.push(r);
      else m.set(r.payment_id, [r]);
    }
    return m;
  };
  const [t, a, e] = [by([...tenders]), by([...allocations]), by([...entries])];
  const events: ChargingEvent[] = lineChargingEvents([...lines], VAT);
  for (const p of payments) {
    events.push(...paymentChargingEvents(p, { tenders: t.get(p.id) ?? [], allocations: a.get(p.id) ?? [], entries: e.get(p.id) ?? [] }));
  }
  return events;
}
