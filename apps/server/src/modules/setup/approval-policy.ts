import type { ApprovalPolicy } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { conflict } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import * as repo from './approval-policy.repo';

/** The operation log's subject for the policy and for each approval of one's own entry. */
export const APPROVAL_LOG_KEY = 'approval-policy';

export async function getApprovalPolicy(db: DbOrTx, session: Session): Promise<ApprovalPolicy> {
  const row = await repo.findPolicy(db, session.companyId);
  return { selfApproval: row?.selfApproval ?? false, updatedAt: row?.updatedAt?.toISOString() ?? null, updatedByName: row?.updatedByName ?? null };
}

/** Sets the company's policy; the change is a line of 系统日志 with who and what. */
export async function setApprovalPolicy(db: Db, session: Session, selfApproval: boolean): Promise<ApprovalPolicy> {
  await db.transaction(async (tx) => {
    await repo.setSelfApproval(tx, session.companyId, selfApproval, session.userId);
    await logOperation(tx, session, { recordKey: APPROVAL_LOG_KEY, recordId: session.companyId, action: 'update', detail: { selfApproval } });
  });
  return getApprovalPolicy(db, session);
}

/**
 * 审批分离: the approver must not be the one who entered it (`makerId`), unless the company relaxed it; then the
 * approval of one's own entry is logged. Call inside the approving transaction, with what is approved for the message
 * and the log (`subject`: recordKey and id of the approved row).
 */
export async function requireSeparateApprover(
  tx: DbOrTx,
  session: Session,
  makerId: number | null,
  what: { label: string; recordKey: string; recordId: number },
): Promise<void> {
  if (makerId === null || makerId !== session.userId) return;
  if (!(await repo.selfApprovalOf(tx, session.companyId))) {
    throw conflict('approval.own_entry', `不能审批自己录入的${what.label}（审批分离）`);
  }
  await logOperation(tx, session, { recordKey: what.recordKey, recordId: what.recordId, action: 'self-approve', detail: { label: what.label } });
}
