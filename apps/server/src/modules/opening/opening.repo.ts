import { and, desc, eq, sql } from 'drizzle-orm';
import { pgArray, schema, type DbOrTx } from '@pm/db';

// The opening import's tables (opening_imports, opening_import_rows) and what its checks read of the
// company's houses, items, lines and accounts; the ledger writes of a commit or an undo are set-based
// statements over the staged rows (a 100,000-row file is a handful of statements, not 100,000).

const oi = schema.openingImports;

export type OpeningRowValues = typeof schema.openingImportRows.$inferInsert;
export type OpeningImportRow = typeof oi.$inferSelect;

const rowsOf = <T>(result: Iterable<T>) => [...result];

/** The company's live houses of these codes. */
export async function housesByCodes(tx: DbOrTx, companyId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await tx.execute<{ id: string; code: string; estate_id: string }>(sql`
    select h.id, h.code, h.estate_id from houses h
    where h.company_id = ${companyId} and h.deleted_at is null and h.code = any(${pgArray(codes)}::text::text[])`);
  return rowsOf(rows).map((r) => ({ id: Number(r.id), code: r.code, estateId: Number(r.estate_id) }));
}

/** The company's live charge items whose code or name is one of these. */
export async function itemsByRefs(tx: DbOrTx, companyId: number, refs: readonly string[]) {
  if (refs.length === 0) return [];
  const rows = await tx.execute<{ id: string; code: string; name: string; category: string }>(sql`
    select i.id, i.code, i.name, i.category from charge_items i
    where i.company_id = ${companyId} and i.deleted_at is null and (i.code = any(${pgArray(refs)}::text::text[]) or i.name = any(${pgArray(refs)}::text::text[]))`);
  return rowsOf(rows).map((r) => ({ id: Number(r.id), code: r.code, name: r.name, category: r.category }));
}

/**
 * The ledger's lines of these houses and items that a new line could duplicate: not reversals or
 * adjustments, not reversed since. One read (by the house index), compared in memory (find-overlaps.ts):
 * a join probing per row was planned over stale statistics into a scan per row.
 */
export async function lineSpans(tx: DbOrTx, companyId: number, houseIds: readonly number[], itemIds: readonly number[]) {
  if (houseIds.length === 0 || itemIds.length === 0) return [];
  const rows = await tx.execute<{ house_id: string; item_id: string; period_from: string; period_to: string; period: string; opening_id: string | null }>(sql`
    select l.house_id, l.item_id, l.period_from::text, l.period_to::text, l.period, l.opening_id
    from bill_lines l
    where l.house_id = any(${pgArray(houseIds)}::text::bigint[]) and l.company_id = ${companyId} and l.item_id = any(${pgArray(itemIds)}::text::bigint[])
      and l.reversal_of is null and l.adjusts_line_id is null
      and not exists (select 1 from bill_lines r where r.reversal_of = l.id and r.released_at is not null)`);
  return rowsOf(rows).map((r) => ({
    houseId: Number(r.house_id),
    itemId: Number(r.item_id),
    from: r.period_from,
    to: r.period_to,
    period: r.period,
    openingId: r.opening_id === null ? null : Number(r.opening_id),
  }));
}

/** Houses' accounts (kind, item) that already hold an opening balance of an import not undone. */
export async function openedAccounts(tx: DbOrTx, companyId: number, houseIds: readonly number[]) {
  if (houseIds.length === 0) return [];
  const rows = await tx.execute<{ house_id: string; kind: string; item_id: string }>(sql`
    select distinct a.house_id, a.kind, a.item_id
    from payments p
    join settle_account_entries e on e.payment_id = p.id
    join settle_accounts a on a.id = e.account_id
    where p.company_id = ${companyId} and p.settle_type = '15' and p.house_id = any(${pgArray(houseIds)}::text::bigint[])
      and not exists (select 1 from payments r where r.reversal_of = p.id)`);
  return rowsOf(rows).map((r) => `${r.house_id}:${r.kind}:${r.item_id}`);
}

export async function createImport(tx: DbOrTx, values: typeof oi.$inferInsert) {
  const [row] = await tx.insert(oi).values(values).returning();
  return row!;
}

/** Staged rows, in chunks (each one INSERT of arrays). */
export async function stageRows(tx: DbOrTx, importId: number, companyId: number, rows: readonly Omit<OpeningRowValues, 'importId' | 'companyId'>[]) {
  const CHUNK = 10_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const col = <K extends keyof (typeof part)[number]>(k: K) => part.map((r) => r[k] ?? null);
    await tx.execute(sql`
      insert into opening_import_rows (import_id, company_id, seq, kind, estate_id, house_id, item_id, period, period_from, period_to, due_date, late_from, amount, payer_name, paid_on, remark, place)
      select ${importId}, ${companyId}, * from unnest(
        ${pgArray(col('seq'))}::text::int[], ${pgArray(col('kind'))}::text::text[], ${pgArray(col('estateId'))}::text::bigint[], ${pgArray(col('houseId'))}::text::bigint[], ${pgArray(col('itemId'))}::text::bigint[],
        ${pgArray(col('period'))}::text::text[], ${pgArray(col('periodFrom'))}::text::date[], ${pgArray(col('periodTo'))}::text::date[], ${pgArray(col('dueDate'))}::text::date[], ${pgArray(col('lateFrom'))}::text::date[], ${pgArray(col('amount'))}::text::numeric[],
        ${pgArray(col('payerName'))}::text::text[], ${pgArray(col('paidOn'))}::text::date[], ${pgArray(col('remark'))}::text::text[], ${pgArray(col('place'))}::text::text[])`);
  }
}

/** The preview: per estate, kind and item, the rows, distinct houses and amount, with names. */
export async function stagedTotals(tx: DbOrTx, importId: number) {
  const rows = await tx.execute<{ estate_id: string; estate_name: string; kind: string; item_id: string; item_name: string | null; rows: number; houses: number; amount: string }>(sql`
    select r.estate_id, e.name as estate_name, r.kind, r.item_id, i.name as item_name,
           count(*)::int as rows, count(distinct r.house_id)::int as houses, sum(r.amount)::text as amount
    from opening_import_rows r
    join estates e on e.id = r.estate_id
    left join charge_items i on i.id = r.item_id
    where r.import_id = ${importId}
    group by r.estate_id, e.name, r.kind, r.item_id, i.name
    order by e.name, r.estate_id, array_position(array['arrears','prepay','change','deposit'], r.kind::text), i.name nulls first`);
  return rowsOf(rows);
}

export async function findImport(tx: DbOrTx, companyId: number, id: number, lock = false) {
  const q = tx.select().from(oi).where(and(eq(oi.companyId, companyId), eq(oi.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findByCheckJob(tx: DbOrTx, companyId: number, checkJobId: number) {
  const [row] = await tx.select().from(oi).where(and(eq(oi.companyId, companyId), eq(oi.checkJobId, checkJobId)));
  return row;
}

export async function listImports(tx: DbOrTx, companyId: number) {
  return tx.select().from(oi).where(eq(oi.companyId, companyId)).orderBy(desc(oi.id)).limit(200);
}

export async function updateImport(tx: DbOrTx, id: number, values: Partial<typeof oi.$inferInsert>) {
  const [row] = await tx.update(oi).set(values).where(eq(oi.id, id)).returning();
  return row!;
}

export async function dropStaged(tx: DbOrTx, importId: number) {
  await tx.execute(sql`delete from opening_import_rows where import_id = ${importId}`);
}

export async function userNames(tx: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx.execute<{ id: string; name: string }>(sql`select id, coalesce(nullif(name, ''), username) as name from users where id = any(${pgArray(ids)}::text::bigint[])`);
  return new Map(rowsOf(rows).map((r) => [Number(r.id), r.name]));
}

export async function jobOf(tx: DbOrTx, jobId: number) {
  const [row] = await tx
    .select({ id: schema.backgroundJobs.id, state: schema.backgroundJobs.state, done: schema.backgroundJobs.done, total: schema.backgroundJobs.total })
    .from(schema.backgroundJobs)
    .where(eq(schema.backgroundJobs.id, jobId));
  return row;
}

/** What the staged rows add up to, as the opening voucher books it: arrears per item kind, 预交款 + 存零, 押金. */
export async function stagedAmounts(tx: DbOrTx, importId: number) {
  const rows = await tx.execute<{ kind: string; category: string | null; pass_through: boolean | null; amount: string }>(sql`
    select r.kind, i.category, i.pass_through, sum(r.amount)::text as amount
    from opening_import_rows r left join charge_items i on i.id = r.item_id and r.kind = 'arrears'
    where r.import_id = ${importId}
    group by r.kind, i.category, i.pass_through`);
  return rowsOf(rows);
}

/** The file name the check job was given. */
export async function importJobFileName(tx: DbOrTx, importJobId: number) {
  const [row] = rowsOf(await tx.execute<{ file_name: string }>(sql`select file_name from import_jobs where id = ${importJobId}`));
  return row?.file_name ?? '';
}

/** Vouchers' headers by id (what an import answer shows of its vouchers). */
export async function voucherHeaders(tx: DbOrTx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { word: string; number: number | null; period: string; status: number }>();
  const rows = await tx.execute<{ id: string; word: string; number: number | null; period: string; status: number }>(sql`
    select id, word, number, period, status from acct_vouchers where company_id = ${companyId} and id = any(${pgArray(ids)}::text::bigint[])`);
  return new Map(rowsOf(rows).map((r) => [Number(r.id), { word: r.word, number: r.number, period: r.period, status: r.status }]));
}

/** A voucher's header and lines (the opening voucher an undo reverses); undefined once deleted. */
export async function voucherOf(tx: DbOrTx, companyId: number, voucherId: number) {
  const [header] = rowsOf(
    await tx.execute<{ id: string; word: string; number: number | null; period: string; status: number }>(sql`
      select id, word, number, period, status from acct_vouchers where id = ${voucherId} and company_id = ${companyId}`),
  );
  if (!header) return undefined;
  const lines = rowsOf(
    await tx.execute<{ seq: number; summary: string; subject_id: string; debit: string; credit: string }>(sql`
      select seq, summary, subject_id, debit::text, credit::text from acct_voucher_lines where voucher_id = ${voucherId} order by seq`),
  );
  return { id: Number(header.id), word: header.word, number: header.number, period: header.period, status: header.status, lines };
}
