import { and, eq, sql } from 'drizzle-orm';
import { pgArray, schema, type DbOrTx } from '@pm/db';

// The reconciliation tables (pay_recon_days, pay_recon_companies, pay_recon_items): a run writes a day's result
// under the day's row lock; open items are recomputed each run, resolved ones stay; the counts and states are
// recounted from the items after every change (a run, a resolution, a neighbouring day's cross-day find).

const d = schema.payReconDays;
const c = schema.payReconCompanies;
const it = schema.payReconItems;

export type DayRow = typeof d.$inferSelect;
export type DayUpdate = Partial<typeof d.$inferInsert>;
export type CompanyRow = typeof c.$inferSelect;
export type CompanyInsert = typeof c.$inferInsert;
export type ItemRow = typeof it.$inferSelect;
export type ItemInsert = typeof it.$inferInsert;

/** The day's row, written when first asked for (a run, or the schedule). */
export async function ensureDay(db: DbOrTx, mchid: string, billDate: string): Promise<DayRow> {
  await db.insert(d).values({ mchid, billDate }).onConflictDoNothing();
  const [row] = await db.select().from(d).where(and(eq(d.mchid, mchid), eq(d.billDate, billDate)));
  return row!;
}

export async function lockDay(tx: DbOrTx, id: number): Promise<DayRow | undefined> {
  const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
  return row;
}

export async function dayById(db: DbOrTx, id: number): Promise<DayRow | undefined> {
  const [row] = await db.select().from(d).where(eq(d.id, id));
  return row;
}

export async function dayOf(db: DbOrTx, mchid: string, billDate: string): Promise<DayRow | undefined> {
  const [row] = await db.select().from(d).where(and(eq(d.mchid, mchid), eq(d.billDate, billDate)));
  return row;
}

export async function updateDay(tx: DbOrTx, id: number, values: DayUpdate): Promise<void> {
  await tx.update(d).set(values).where(eq(d.id, id));
}

/** A run of the day queued or running (read in the caller's transaction: the embedded database has one connection). */
export async function liveRun(tx: DbOrTx, kind: string, dayId: number): Promise<boolean> {
  const [row] = await tx.execute<{ live: boolean }>(sql`
    select exists (select 1 from background_jobs where kind = ${kind} and ref_id = ${dayId} and state in ('queued', 'running')) as live`);
  return Boolean(row?.live);
}

/** Open items go: the run finds again what is still there. */
export async function dropOpenItems(tx: DbOrTx, dayId: number): Promise<void> {
  await tx.delete(it).where(and(eq(it.dayId, dayId), eq(it.state, 'open')));
}

/** New open items; one resolved before under the same kind and key stays as it is. */
export async function insertItems(tx: DbOrTx, rows: readonly ItemInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(it).values(rows.slice(i, i + 1000)).onConflictDoNothing();
}

/** A company's figures of the day (its voucher, once written, stays). */
export async function writeCompanies(tx: DbOrTx, rows: readonly CompanyInsert[]): Promise<void> {
  for (const row of rows) {
    const { dayId: _d, companyId: _c, voucherId: _v, voucherError: _e, ...figures } = row;
    await tx
      .insert(c)
      .values(row)
      .onConflictDoUpdate({ target: [c.dayId, c.companyId], set: { ...figures, updatedAt: sql`now()` } });
  }
}

/** Companies of the day that no longer have any rows or items have nothing to show: their part goes unless vouchered. */
export async function dropEmptyCompanies(tx: DbOrTx, dayId: number, keep: readonly number[]): Promise<void> {
  await tx.execute(sql`
    delete from pay_recon_companies pc where pc.day_id = ${dayId} and pc.voucher_id is null
      and not (pc.company_id = any(${pgArray(keep)}::text::bigint[]))
      and not exists (select 1 from pay_recon_items i where i.day_id = pc.day_id and i.company_id = pc.company_id)`);
}

/**
 * Items and open items per company and for the day, and the states from them: a company is 平 when the bill's rows
 * add up to its summary and none of its items is open; the day when no item at all is open.
 */
export async function recount(tx: DbOrTx, dayId: number): Promise<void> {
  await tx.execute(sql`
    insert into pay_recon_companies (day_id, company_id, bill_date, state)
    select distinct i.day_id, i.company_id, i.bill_date, 'differences' from pay_recon_items i
    where i.day_id = ${dayId} and i.company_id is not null
    on conflict do nothing`);
  await tx.execute(sql`
    update pay_recon_companies pc set
      items = (select count(*)::int from pay_recon_items i where i.day_id = pc.day_id and i.company_id = pc.company_id),
      open_items = (select count(*)::int from pay_recon_items i where i.day_id = pc.day_id and i.company_id = pc.company_id and i.state = 'open'),
      updated_at = now()
    where pc.day_id = ${dayId}`);
  await tx.execute(sql`
    update pay_recon_companies pc set state = case when pc.open_items = 0 and d.summary_problems is null then 'balanced' else 'differences' end
    from pay_recon_days d where d.id = pc.day_id and pc.day_id = ${dayId}`);
  await tx.execute(sql`
    update pay_recon_days d set
      open_items = (select count(*)::int from pay_recon_items i where i.day_id = d.id and i.state = 'open'),
      state = case when d.state in ('waiting', 'failed') then d.state
        when d.summary_problems is null and not exists (select 1 from pay_recon_items i where i.day_id = d.id and i.state = 'open') then 'balanced'
        else 'differences' end
    where d.id = ${dayId}`);
}

/**
 * 短款 (or 退款短款) of other days explained by a bill row found here (cross-day): resolved by the system, saying where.
 * Answers the days touched.
 */
export async function resolveCrossDay(tx: DbOrTx, kind: 'short' | 'refund_short', key: string, day: string, note: string, detail: string): Promise<number[]> {
  const rows = await tx
    .update(it)
    .set({ state: 'resolved', resolution: 'cross_day', resolvedAt: sql`now()`, note, detail })
    .where(and(eq(it.kind, kind), eq(it.itemKey, key), eq(it.billDate, day), eq(it.state, 'open')))
    .returning({ dayId: it.dayId });
  return rows.map((r) => r.dayId);
}

/** A 长款 of ours the vendor confirmed and the paid path recorded: resolved by the system. */
export async function resolvePosted(tx: DbOrTx, dayId: number, key: string, note: string, detail: string): Promise<void> {
  await tx
    .update(it)
    .set({ state: 'resolved', resolution: 'posted', resolvedAt: sql`now()`, note, detail })
    .where(and(eq(it.dayId, dayId), eq(it.kind, 'long'), eq(it.itemKey, key), eq(it.state, 'open')));
}

/** What a run found out about an open item (the vendor's answer …). */
export async function noteDetail(tx: DbOrTx, dayId: number, kind: string, key: string, detail: string): Promise<void> {
  await tx.update(it).set({ detail }).where(and(eq(it.dayId, dayId), eq(it.kind, kind), eq(it.itemKey, key), eq(it.state, 'open')));
}

/** The item, of the company, locked. */
export async function lockItem(tx: DbOrTx, id: number, companyId: number): Promise<ItemRow | undefined> {
  const [row] = await tx.select().from(it).where(and(eq(it.id, id), eq(it.companyId, companyId))).for('update');
  return row;
}

export async function resolveByNote(tx: DbOrTx, id: number, by: number, note: string): Promise<void> {
  await tx.update(it).set({ state: 'resolved', resolution: 'note', resolvedBy: by, resolvedAt: sql`now()`, note }).where(eq(it.id, id));
}

/** Open items of other days with these keys and kinds (a 短款 re-checked against a later bill). */
export async function openShortItems(db: DbOrTx, dayId: number): Promise<ItemRow[]> {
  return db.select().from(it).where(and(eq(it.dayId, dayId), eq(it.state, 'open'), sql`${it.kind} in ('short', 'refund_short')`));
}

export async function lockCompany(tx: DbOrTx, dayId: number, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(c).where(and(eq(c.dayId, dayId), eq(c.companyId, companyId))).for('update');
  return row;
}

export async function companiesOf(db: DbOrTx, dayId: number): Promise<CompanyRow[]> {
  return db.select().from(c).where(eq(c.dayId, dayId));
}

export async function setVoucher(tx: DbOrTx, dayId: number, companyId: number, voucher: { voucherId: number | null; voucherError: string | null }): Promise<void> {
  await tx.update(c).set(voucher).where(and(eq(c.dayId, dayId), eq(c.companyId, companyId)));
}
