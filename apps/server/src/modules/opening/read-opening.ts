import type { ImportResult, OpeningCheck, OpeningImport, OpeningTieRow, OpeningTotal } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { voucherLabel } from '../accounting/index';
import { openingNotFound } from './opening.errors';
import * as ledger from './opening-ledger.repo';
import * as repo from './opening.repo';

// 期初导入 as answered: the import, its preview totals, its job's progress, its vouchers and its tie;
// and the list, and the check job's answer with the import it staged.

const money = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface StoredTotal {
  estate_id: string | number;
  estate_name: string;
  kind: OpeningTotal['kind'];
  item_id: string | number;
  item_name: string | null;
  rows: number;
  houses: number;
  amount: string;
}

/** What an answer needs besides the import row, read once for a page of rows: names and vouchers. */
async function lookups(tx: DbOrTx, companyId: number, rows: readonly repo.OpeningImportRow[]) {
  const names = await repo.userNames(tx, rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])));
  const vouchers = await repo.voucherHeaders(tx, companyId, rows.flatMap((r) => [r.voucherId, r.undoVoucherId].filter((v): v is number => v !== null)));
  const voucherRef = (id: number | null) => {
    const v = id === null ? undefined : vouchers.get(id);
    return v && id !== null ? { id, displayNumber: voucherLabel(v.word, v.number), period: v.period, status: v.status } : null;
  };
  return { names, voucherRef };
}

async function answer(tx: DbOrTx, row: repo.OpeningImportRow, withDetail: boolean, { names, voucherRef }: Awaited<ReturnType<typeof lookups>>): Promise<OpeningImport> {
  // The list shows a job's progress only while it moves; the detail always.
  const moving = row.state === 'committing' || row.state === 'undoing';
  const job = row.jobId !== null && (withDetail || moving) ? await repo.jobOf(tx, row.jobId) : undefined;
  const touched = row.state === 'done' && withDetail ? await ledger.touchedCounts(tx, row.id) : { paidLines: 0, movedAccounts: 0 };
  const tie = row.tie as { rows: OpeningTieRow[]; difference: string } | null;
  return {
    id: row.id,
    fileName: row.fileName,
    source: row.source as OpeningImport['source'],
    state: row.state as OpeningImport['state'],
    arrearsRows: row.arrearsRows,
    accountRows: row.accountRows,
    depositRows: row.depositRows,
    arrears: money(row.arrears),
    prepay: money(row.prepay),
    change: money(row.change),
    deposits: money(row.deposits),
    totals: withDetail
      ? (row.totals as StoredTotal[]).map((t) => ({
          estateId: Number(t.estate_id),
          estateName: t.estate_name,
          kind: t.kind,
          itemId: Number(t.item_id) === 0 ? null : Number(t.item_id),
          itemName: Number(t.item_id) === 0 ? null : t.item_name,
          rows: t.rows,
          houses: t.houses,
          amount: money(t.amount),
        }))
      : [],
    asOf: row.asOf,
    counterSubjectCode: row.counterSubjectCode,
    voucher: voucherRef(row.voucherId),
    undoVoucher: voucherRef(row.undoVoucherId),
    tie: withDetail ? tie : null,
    paidLines: touched.paidLines,
    movedAccounts: touched.movedAccounts,
    job: job ? { id: job.id, state: job.state, done: job.done, total: job.total } : null,
    error: row.error,
    createdByName: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    createdAt: row.createdAt.toISOString(),
    committedAt: iso(row.committedAt),
    undoneAt: iso(row.undoneAt),
    undoReason: row.undoReason,
  };
}

export async function getOpening({ db }: { db: Db }, s: Session, id: number): Promise<OpeningImport> {
  const row = await repo.findImport(db, s.companyId, id);
  if (!row) throw openingNotFound();
  return answer(db, row, true, await lookups(db, s.companyId, [row]));
}

export async function listOpenings({ db }: { db: Db }, s: Session) {
  const rows = await repo.listImports(db, s.companyId);
  const shared = await lookups(db, s.companyId, rows);
  const out = [];
  for (const row of rows) {
    const { totals: _totals, tie: _tie, ...rest } = await answer(db, row, false, shared);
    out.push(rest);
  }
  return { rows: out };
}

/** The check job's answer with the import it staged (null until done, or when the file was refused). */
export async function withOpening({ db }: { db: Db }, s: Session, result: ImportResult): Promise<OpeningCheck> {
  const row = result.status === 'done' ? await repo.findByCheckJob(db, s.companyId, result.jobId) : undefined;
  return { ...result, openingId: row?.id ?? null };
}
