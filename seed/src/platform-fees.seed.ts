import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@pm/db';
import { Dec, dec, platformFeeAmount, platformFeeDueDate, platformFeeTerms } from '@pm/domain';
import type { SeedContext } from './seed-context';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
/** Months a company with staff has paid in full; the next one is half paid, the rest open. */
const PAID_THROUGH = '2026-08';

/** 服务器管理收费: a bill per tenant company and month of 2026, with the payments of those with staff. */
export async function seedPlatformFees(ctx: SeedContext): Promise<void> {
  const c = schema.companies;
  const h = schema.houses;
  const tenants = await ctx.db
    .select({
      id: c.id,
      level: c.level,
      // The outer row named in full: Drizzle writes a one-table select's columns unqualified, and an
      // unqualified id here would be the house's own (every company counted one house).
      houses: sql<number>`(select count(*)::int from ${h} h where h.company_id = "companies".id and h.deleted_at is null)`,
    })
    .from(c)
    .where(sql`${c.parentId} is not null`)
    .orderBy(asc(c.id));
  for (const tenant of tenants) {
    // The platform's terms (regional companies pay more flat fee than project offices), as the billing run uses.
    const terms = platformFeeTerms(tenant.level);
    const amount = platformFeeAmount(terms, tenant.houses);
    const bills = await ctx.db
      .insert(schema.platformFeeBills)
      .values(MONTHS.map((period) => ({ companyId: tenant.id, period, houses: tenant.houses, ...terms, amount, dueDate: platformFeeDueDate(period) })))
      .returning({ id: schema.platformFeeBills.id, period: schema.platformFeeBills.period });
    const [payer] = await ctx.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.companyId, tenant.id), eq(schema.users.disabled, false)))
      .orderBy(sql`${schema.users.role} <> 'sa'`, asc(schema.users.id))
      .limit(1);
    if (!payer) continue;
    const half = dec(amount).dividedBy(2).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
    for (const bill of bills) {
      if (bill.period > PAID_THROUGH && bill.period !== '2026-09') continue;
      const paid = bill.period === '2026-09' ? half : amount;
      await ctx.db.insert(schema.platformFeePayments).values({
        billId: bill.id,
        companyId: tenant.id,
        amount: paid,
        method: bill.period.endsWith('1') ? 'online' : 'transfer',
        reference: `PF${bill.period.replace('-', '')}${String(tenant.id).padStart(4, '0')}`,
        paidBy: payer.id,
        paidAt: new Date(`${platformFeeDueDate(bill.period)}T10:00:00+08:00`),
      });
    }
  }
}
