import type { z } from 'zod';
import type { OpeningUndoInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import type { JobEngine, TaskRun } from '../../jobs/index';
import { correctionDay, writeVoucher } from '../accounting/index';
import { logOperation } from '../records/index';
import { OPENING_JOB, OPENING_LOG_KEY, type OpeningTask } from './commit-opening';
import { openingNotFound, openingState, openingTouched } from './opening.errors';
import * as ledger from './opening-ledger.repo';
import * as repo from './opening.repo';

// 撤销期初导入: the whole import reversed while nothing of it has been paid, adjusted or moved since:
// a released reversal of each line (the trigger closes it), a 冲红 of each 期初 payment and a red
// copy of the opening voucher in today's period. The task locks the import's open lines and accounts
// before it counts what was touched, so a payment racing it either lands first (the undo is refused)
// or finds the lines closed (the payment is refused).

type Deps = { db: Db; jobs: JobEngine };

export async function undoOpening({ db, jobs }: Deps, s: Session, input: z.output<typeof OpeningUndoInput>): Promise<void> {
  const jobId = await db.transaction(async (tx) => {
    const row = await repo.findImport(tx, s.companyId, input.id, true);
    if (!row) throw openingNotFound();
    if (row.state !== 'done') throw openingState('撤销', row.state);
    const touched = await ledger.touchedCounts(tx, row.id);
    if (touched.paidLines > 0 || touched.movedAccounts > 0) throw openingTouched({ ...touched, paidExample: null, movedExample: null });
    await correctionDay(tx, s.companyId, chinaToday());
    const job = await jobs.create(tx, {
      companyId: s.companyId,
      kind: OPENING_JOB,
      title: `撤销期初导入（${row.fileName}）`.slice(0, 200),
      createdBy: s.userId,
      refId: row.id,
      total: row.arrearsRows + row.accountRows + row.depositRows,
      params: { action: 'undo' },
      tasks: [{ action: 'undo' } satisfies OpeningTask],
    });
    await repo.updateImport(tx, row.id, { state: 'undoing', undoReason: input.reason, jobId: job.id, error: null });
    return job.id;
  });
  await jobs.dispatch(jobId);
}

export async function runUndo(jobs: JobEngine, run: TaskRun): Promise<void> {
  const companyId = run.job.companyId;
  const id = run.job.refId ?? 0;
  const userId = run.job.createdBy ?? 0;
  await jobs.inTask(run, async (tx) => {
    const row = await repo.findImport(tx, companyId, id, true);
    if (row?.state !== 'undoing') return 0;
    const touched = await ledger.lockAndCountTouched(tx, id, companyId);
    if (touched.paidLines > 0 || touched.movedAccounts > 0) throw openingTouched(touched);
    const day = chinaToday();
    // The red voucher goes to today's period, or the first open one after it when this month is closed already.
    const booked = await correctionDay(tx, companyId, day);
    const reason = row.undoReason ?? '';
    await ledger.reverseOpening(tx, id, { companyId, userId }, day, reason);
    const original = row.voucherId === null ? undefined : await repo.voucherOf(tx, companyId, row.voucherId);
    let undoVoucherId: number | null = null;
    if (original && original.lines.length > 0) {
      const red = await writeVoucher(
        tx,
        {
          companyId,
          period: booked.period,
          word: original.word,
          voucherDate: booked.date,
          source: 'reversal',
          sourceRef: `opening:${id}:undo`,
          reversalOf: original.id,
          remark: `撤销期初导入 #${id}：${reason}`.slice(0, 200),
          makerId: userId,
          lines: original.lines.map((l) => ({
            seq: l.seq,
            summary: `撤销${l.summary}`.slice(0, 200),
            subjectId: Number(l.subject_id),
            debit: dec(l.debit).negated().toFixed(2),
            credit: dec(l.credit).negated().toFixed(2),
          })),
        },
        2,
        { action: 'submit', actorId: userId },
      );
      undoVoucherId = red.id;
    }
    // The reversals are booked by the red voucher (or, the opening voucher deleted meanwhile, by nothing, as their originals).
    await ledger.linkSources(tx, id, companyId, undoVoucherId ?? row.voucherId ?? 0, true);
    await repo.updateImport(tx, id, { state: 'undone', undoVoucherId, undoneBy: userId, undoneAt: new Date(), error: null });
    await logOperation(tx, { companyId, userId }, { recordKey: OPENING_LOG_KEY, recordId: id, action: 'undo', detail: { reason, undoVoucherId } });
    await jobs.setResult(tx, run.job.id, { summary: `撤销期初导入 #${id}：冲销欠费${row.arrearsRows}行，冲红预存${row.accountRows}行、押金${row.depositRows}行` });
    return row.arrearsRows + row.accountRows + row.depositRows;
  });
}
