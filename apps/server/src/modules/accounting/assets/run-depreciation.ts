import type { z } from 'zod';
import type { DepreciationQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chartRoles, dec, depreciationFor, depreciationVoucherLines, type Dec } from '@pm/domain';
import type { Session } from '../../../http/session';
import { accumulatedOf, depreciable, methodName, parseRuns } from './build-asset-card';
import { alreadyDepreciated, nothingToDepreciate } from './assets.errors';
import * as repo from './assets.repo';
import { generatedWord, leafSubjects, loadGeneratedVoucher, periodEndDate, requireBook, requireOpenPeriod } from '../generated-vouchers/build-generated-voucher';
import { periodStatus, writeGeneratedVoucher, type BookInfo } from '../generated-vouchers/generated-vouchers.repo';

// 计提折旧: every in-use asset's depreciation of a period by its method (the domain's
// depreciationFor), one acct_depreciations row each, and one voucher: Dr each expense subject
// (Σ of its assets) / Cr 1602 累计折旧, submitted (待审核). Once per period (A16): the book row is
// locked so two runs queue, and the second finds the first's rows; the rows' key refuses it too.

type Query = z.output<typeof DepreciationQuery>;

const summaryOf = (period: string) => `计提${period}固定资产折旧`;

/** An asset's row of a period: its cost, what it had accumulated before, the period's amount and the net value after. */
function depreciationRow(a: repo.AssetDbRow, book: BookInfo, before: Dec, amount: string, work: string | null) {
  return {
    assetId: a.id,
    code: a.code,
    name: a.name,
    method: a.method,
    methodName: methodName(a.method),
    cost: dec(a.cost).toFixed(2),
    accumulatedBefore: before.toFixed(2),
    amount,
    netValueAfter: dec(a.cost).minus(before).minus(dec(amount)).toFixed(2),
    work,
    expenseSubjectCode: a.expenseSubjectCode ?? chartRoles(book.chart).depreciationExpense,
  };
}

async function computed(tx: DbOrTx, companyId: number, book: BookInfo, query: Query) {
  const work = new Map(query.work.map((w) => [w.assetId, w.work]));
  const assets = await repo.assetRows(tx, companyId, { status: 'in_use' });
  const rows = assets.flatMap((a) => {
    if (parseRuns(a.runs).some((r) => r.period === query.period)) return [];
    const w = a.method === 2 ? (work.get(a.id) ?? '0') : undefined;
    const amount = depreciationFor(depreciable(a, w === undefined ? undefined : { period: query.period, work: w }), query.period);
    if (dec(amount).isZero()) return [];
    return [depreciationRow(a, book, accumulatedOf(a, book.startPeriod), amount, w ?? null)];
  });
  const lines = depreciationVoucherLines(
    rows.map((r) => ({ amount: r.amount, expenseCode: r.expenseSubjectCode })),
    chartRoles(book.chart).accumulatedDepreciation,
    summaryOf(query.period),
  );
  return { rows, lines };
}

const total = (rows: readonly { amount: string }[]) => rows.reduce((t, r) => t.plus(dec(r.amount)), dec('0')).toFixed(2);
const lineOut = (l: { summary: string; subjectCode: string; debit: string | null; credit: string | null }) => ({
  summary: l.summary,
  subjectCode: l.subjectCode,
  debit: dec(l.debit ?? '0').toFixed(2),
  credit: dec(l.credit ?? '0').toFixed(2),
});

/** What was written for a period already run: the rows and the voucher. */
async function written(tx: DbOrTx, companyId: number, book: BookInfo, period: string, periodOpen: boolean) {
  const done = await repo.periodDepreciations(tx, companyId, period);
  const assets = new Map((await repo.assetRows(tx, companyId, { ids: done.map((d) => d.assetId) })).map((a) => [a.id, a]));
  const rows = done.map((d) => {
    const a = assets.get(d.assetId)!;
    const before = accumulatedOf(a, book.startPeriod, period).minus(dec(d.amount));
    return depreciationRow(a, book, before, dec(d.amount).toFixed(2), d.work);
  });
  rows.sort((x, y) => (x.code < y.code ? -1 : 1));
  const voucherId = done.find((d) => d.voucherId !== null)?.voucherId;
  const voucher = voucherId ? await loadGeneratedVoucher(tx, companyId, voucherId) : null;
  return { period, done: true, periodOpen, rows, total: total(rows), voucher, lines: voucher ? voucher.lines.map(lineOut) : [] };
}

export async function previewDepreciation(deps: { db: Db }, s: Session, query: Query) {
  const book = await requireBook(deps.db, s.companyId);
  const periodOpen = (await periodStatus(deps.db, s.companyId, query.period)) === 'open';
  if (await repo.periodDepreciated(deps.db, s.companyId, query.period)) return written(deps.db, s.companyId, book, query.period, periodOpen);
  const { rows, lines } = await computed(deps.db, s.companyId, book, query);
  return { period: query.period, done: false, periodOpen, rows, total: total(rows), voucher: null, lines: lines.map(lineOut) };
}

export async function runDepreciation(deps: { db: Db }, s: Session, query: Query) {
  return deps.db.transaction((tx) => depreciateIn(tx, s, query));
}

/**
 * The run in the caller's transaction (the request's, or a depreciation job's task, whose done
 * mark commits with it): the book row locked first, so runs of a period queue and the later ones
 * find it done.
 */
export async function depreciateIn(tx: DbOrTx, s: Pick<Session, 'companyId' | 'userId'>, query: Query) {
  const book = await requireBook(tx, s.companyId, true);
  if (await repo.periodDepreciated(tx, s.companyId, query.period)) throw alreadyDepreciated(query.period);
  await requireOpenPeriod(tx, s.companyId, query.period);
  const { rows, lines } = await computed(tx, s.companyId, book, query);
  if (lines.length === 0) throw nothingToDepreciate(query.period);
  const subjects = await leafSubjects(tx, s.companyId, lines.map((l) => l.subjectCode));
  const voucher = await writeGeneratedVoucher(tx, {
    companyId: s.companyId,
    period: query.period,
    word: generatedWord(book.wordMode, '转'),
    voucherDate: periodEndDate(query.period),
    source: 'depreciation',
    sourceRef: `depreciation:${query.period}`,
    makerId: s.userId,
    remark: summaryOf(query.period),
    lines: lines.map((l) => ({ summary: l.summary, subjectId: subjects.get(l.subjectCode)!.id, debit: l.debit ?? '0', credit: l.credit ?? '0' })),
  });
  await repo.insertDepreciations(
    tx,
    rows.map((r) => ({ companyId: s.companyId, assetId: r.assetId, period: query.period, amount: r.amount, work: r.work, voucherId: voucher.id })),
  );
  return written(tx, s.companyId, book, query.period, true);
}

/** A period's depreciation as written (rows and voucher), read in the caller's transaction; undefined before it is run. */
export async function depreciationOf(tx: DbOrTx, companyId: number, period: string) {
  if (!(await repo.periodDepreciated(tx, companyId, period))) return undefined;
  const book = await requireBook(tx, companyId);
  return written(tx, companyId, book, period, (await periodStatus(tx, companyId, period)) === 'open');
}
