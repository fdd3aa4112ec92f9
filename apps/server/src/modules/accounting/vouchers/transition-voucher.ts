import type { Voucher } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { postingSubjectRefusal, submitRefusal, voucherTransition } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { companySubjects } from '../subjects/subjects.repo';
import { loadVoucher } from './read-voucher';
import { actorOf, statusCode, statusOf, voucherFacts } from './read-voucher-facts';
import { voucherLabel } from './create-voucher';
import * as repo from './vouchers.repo';
import { acctErrors, refusal } from './vouchers.errors';

export type MoveAction = 'submit' | 'audit' | 'return' | 'unaudit' | 'post';

/**
 * One step of the lifecycle in its own transaction, the voucher row locked first, so of several
 * requests moving one voucher exactly one wins and the others see the new status and are refused.
 * submit also checks the lines (借贷不平, ≥ 2 lines, active leaf subjects); posting adds the lines
 * to the period totals (the trigger).
 */
export async function moveVoucher(
  { db }: { db: Db },
  s: Session,
  id: number,
  action: MoveAction,
  reason?: string,
): Promise<Voucher> {
  await db.transaction((tx) => moveIn(tx, s, id, action, reason));
  return loadVoucher(db, s, id);
}

/** The step inside the caller's transaction; answers the voucher's label. */
export async function moveIn(tx: DbOrTx, s: Session, id: number, action: MoveAction, reason?: string): Promise<string> {
  const v = await repo.lockVoucher(tx, s.companyId, id);
  if (!v) throw acctErrors.voucherNotFound();
  const from = statusOf(v.status);
  const moved = voucherTransition(from, action, actorOf(s), await voucherFacts(tx, v, reason));
  if (!moved.ok) throw refusal(moved.code, moved.message);
  const to = statusCode(moved.to!);
  if (action === 'submit') await checkSubmittable(tx, s.companyId, v);
  // A balanced draft was numbered when it was saved; this only guards the rule that nothing leaves
  // 待修改 without a number (acct_vouchers_numbered_check).
  const number = action === 'submit' && v.number === null ? await repo.takeNumber(tx, s.companyId, v.period, v.word) : v.number;
  const now = new Date();
  await repo.updateVoucher(tx, v.id, {
    status: to,
    ...(number !== v.number ? { number } : {}),
    ...(action === 'submit' ? { returnReason: null } : {}),
    ...(action === 'return' ? { returnReason: reason ?? null } : {}),
    ...(action === 'audit' ? { auditorId: s.userId, auditedAt: now } : {}),
    ...(action === 'unaudit' ? { auditorId: null, auditedAt: null } : {}),
    ...(action === 'post' ? { posterId: s.userId, postedAt: now } : {}),
  });
  await repo.insertEvent(tx, {
    companyId: s.companyId,
    voucherId: v.id,
    action,
    fromStatus: v.status,
    toStatus: to,
    reason: reason ?? null,
    actorId: s.userId,
  });
  await logOperation(tx, s, {
    recordKey: 'accounting-voucher',
    recordId: v.id,
    action,
    detail: { from: v.status, to, ...(reason ? { reason } : {}) },
  });
  return voucherLabel(v.word, number);
}

async function checkSubmittable(tx: DbOrTx, companyId: number, v: repo.VoucherRecord): Promise<void> {
  const lines = await repo.linesOf(tx, v.id);
  const problem = submitRefusal(lines, { red: v.reversalOf !== null });
  if (problem)
    throw refusal(problem.startsWith('借贷不平') ? 'accounting.unbalanced' : 'accounting.lines_invalid', problem);
  const chart = await companySubjects(tx, companyId);
  for (const [i, line] of lines.entries()) {
    const refused = postingSubjectRefusal(line.subjectCode, chart);
    if (refused) throw refusal('accounting.subject_not_postable', `第${i + 1}行：${refused}`);
  }
}
