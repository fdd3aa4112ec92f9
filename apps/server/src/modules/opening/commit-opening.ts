import type { z } from 'zod';
import type { OpeningCommitInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { dec, openingVoucherLines } from '@pm/domain';
import type { Session } from '../../http/session';
import type { JobEngine, TaskRun } from '../../jobs/index';
import { generatedWord, writeVoucher } from '../accounting/index';
import { amountsOf, planVoucher, recountAmounts, tieOf } from './plan-opening-voucher';
import { openingDuplicate, openingNotFound, openingState, openingUnbalanced } from './opening.errors';
import * as ledger from './opening-ledger.repo';
import { logOperation } from '../records/index';
import * as repo from './opening.repo';
import { overlapsOf } from './find-overlaps';

// 确认导入: the request checks the books (book, open period, subjects) and starts the job; the job's
// one task writes everything in one transaction with its done mark — the lines, the balances, the
// opening voucher — recounts what it wrote against the voucher, and refuses (writing nothing) when
// they differ or when a line of the same house, item and period reached the ledger since the check.

export const OPENING_JOB = 'opening';
/** The 系统日志 subject of the imports' commits, undos and discards. */
export const OPENING_LOG_KEY = 'opening-import';
export interface OpeningTask {
  action: 'commit' | 'undo';
}

type Deps = { db: Db; jobs: JobEngine };

export async function commitOpening({ db, jobs }: Deps, s: Session, input: z.output<typeof OpeningCommitInput>): Promise<void> {
  const jobId = await db.transaction(async (tx) => {
    const row = await repo.findImport(tx, s.companyId, input.id, true);
    if (!row) throw openingNotFound();
    if (row.state !== 'checked') throw openingState('导入', row.state);
    await planVoucher(tx, s.companyId, input.asOf, input.counterSubjectCode, amountsOf(await repo.stagedAmounts(tx, row.id)));
    const total = row.arrearsRows + row.accountRows + row.depositRows;
    const job = await jobs.create(tx, {
      companyId: s.companyId,
      kind: OPENING_JOB,
      title: `期初导入（${row.fileName}）`.slice(0, 200),
      createdBy: s.userId,
      refId: row.id,
      total,
      params: { action: 'commit' },
      tasks: [{ action: 'commit' } satisfies OpeningTask],
    });
    await repo.updateImport(tx, row.id, { state: 'committing', asOf: input.asOf, counterSubjectCode: input.counterSubjectCode, jobId: job.id, error: null });
    return job.id;
  });
  await jobs.dispatch(jobId);
}

/** The task: everything or nothing, in the task's transaction. */
export async function runCommit(jobs: JobEngine, run: TaskRun): Promise<void> {
  const companyId = run.job.companyId;
  const id = run.job.refId ?? 0;
  const userId = run.job.createdBy ?? 0;
  await jobs.inTask(run, async (tx) => {
    const row = await repo.findImport(tx, companyId, id, true);
    // Ended meanwhile (a delivery after the one that finished it, or a cancel).
    if (row?.state !== 'committing' || !row.asOf || !row.counterSubjectCode) return 0;
    // A line of the same house, item and days may have reached the ledger since the check.
    const staged = await ledger.stagedArrears(tx, id);
    const spans = await repo.lineSpans(tx, companyId, [...new Set(staged.map((r) => r.houseId))], [...new Set(staged.map((r) => r.itemId))]);
    const overlaps = overlapsOf(staged, spans);
    if (overlaps.length > 0) throw openingDuplicate(overlaps.map(({ probe, line }) => ({ place: probe.place, period: line.period })));
    const plan = await planVoucher(tx, companyId, row.asOf, row.counterSubjectCode, amountsOf(await repo.stagedAmounts(tx, id)));
    const total = row.arrearsRows + row.accountRows + row.depositRows;
    const actor = { companyId, userId };
    const lines = await ledger.insertOpeningLines(tx, id, actor);
    void jobs.progress(run.job.id, total, lines).catch(() => undefined);
    await ledger.insertOpeningPayments(tx, id, actor, row.asOf);
    const tie = tieOf(plan.lines, openingVoucherLines(recountAmounts(await ledger.recount(tx, id)), plan.template, row.counterSubjectCode), plan.subjects);
    if (!dec(tie.difference).isZero()) throw openingUnbalanced(tie.difference);
    const voucher = plan.lines.length
      ? await writeVoucher(
          tx,
          {
            companyId,
            period: row.asOf.slice(0, 7),
            word: generatedWord(plan.book.wordMode, '转'),
            voucherDate: row.asOf,
            source: 'opening',
            sourceRef: `opening:${id}`,
            remark: `期初导入 #${id}（${row.fileName}）`.slice(0, 200),
            makerId: userId,
            attachments: 1,
            lines: plan.lines.map((l, i) => ({
              seq: i + 1,
              summary: l.summary,
              subjectId: plan.subjects.get(l.subjectCode)!.id,
              debit: l.side === 'D' ? l.amount : '0',
              credit: l.side === 'C' ? l.amount : '0',
            })),
          },
          2,
          { action: 'submit', actorId: userId },
        )
      : null;
    if (voucher) await ledger.linkSources(tx, id, companyId, voucher.id, false);
    await repo.dropStaged(tx, id);
    await repo.updateImport(tx, id, { state: 'done', voucherId: voucher?.id ?? null, tie, committedBy: userId, committedAt: new Date(), error: null });
    await logOperation(tx, actor, { recordKey: OPENING_LOG_KEY, recordId: id, action: 'commit', detail: { lines, accounts: row.accountRows, deposits: row.depositRows, voucherId: voucher?.id ?? null } });
    await jobs.setResult(tx, run.job.id, {
      lines,
      summary: `期初导入：欠费${row.arrearsRows}行 ${row.arrears}元，预存${row.accountRows}行，押金${row.depositRows}行；凭证差额 ${tie.difference}`,
    });
    return total;
  });
}

/** The end of a commit or undo that did not finish (refused, failed on its last try, cancelled): the import goes back with why. */
export async function openingJobEnded(tx: DbOrTx, job: { companyId: number; refId: number | null }, state: 'done' | 'failed' | 'cancelled', error: string | null) {
  if (state === 'done' || job.refId === null) return;
  const row = await repo.findImport(tx, job.companyId, job.refId, true);
  if (!row || (row.state !== 'committing' && row.state !== 'undoing')) return;
  await repo.updateImport(tx, row.id, {
    state: row.state === 'committing' ? 'checked' : 'done',
    error: state === 'cancelled' ? `${row.state === 'committing' ? '导入' : '撤销'}已取消，未写入任何数据` : (error ?? '作业失败，未写入任何数据'),
  });
}
