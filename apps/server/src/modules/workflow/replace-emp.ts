// 代理 (comp-workflow-replace-emp): whether someone still holds work, and handing it to a substitute.
import type { EmpWorking, ReplaceInput, ReplaceResult } from '@pm/contracts';
import { refusals, replacePending } from '@pm/domain';
import type { z } from 'zod';
import type { Db } from '@pm/db';
import { isVisibleCompany } from '../company-scope/index';
import type { Session } from '../../http/session';
import { openTasksOf } from './docs/docs.repo';
import { activeStaffOf, findUserBrief, insertReplacement, replacementsAt } from './people.repo';
import { templateSlotsOf } from './templates/templates.repo';
import { transition } from './docs/transition-doc';
import { refused, wfErrors } from './workflow.errors';

/** Employee b of company a (the caller's company or one below it): open tasks and template slots. */
export async function empWorking({ db }: { db: Db }, session: Session, input: { a: number; b: number }): Promise<EmpWorking> {
  if (!(await isVisibleCompany(db, session.companyId, input.a))) throw wfErrors.companyNotFound();
  const emp = await findUserBrief(db, input.b);
  if (!emp || emp.companyId !== input.a) throw wfErrors.employeeNotFound();
  const pending = (await openTasksOf(db, input.a, input.b)).length;
  const slots = await templateSlotsOf(db, input.a, input.b);
  const now = (await replacementsAt(db, input.a, new Date())).find((r) => r.absent === input.b);
  return { working: pending + slots > 0, pendingTasks: pending, templateSlots: slots, replacedBy: now?.substitute ?? null };
}

export async function replaceEmp({ db }: { db: Db }, session: Session, input: z.output<typeof ReplaceInput>): Promise<ReplaceResult> {
  refused(() => {
    if (input.absentId === input.substituteId) throw refusals.replaceSelf();
  });
  const from = new Date(input.fromAt);
  const to = new Date(input.toAt);
  if (!(to > from)) throw wfErrors.badRange();
  const found = await activeStaffOf(db, session.companyId, [input.absentId, input.substituteId]);
  if (!found.some((u) => u.id === input.absentId)) throw wfErrors.employeeNotFound();
  if (!found.some((u) => u.id === input.substituteId)) throw wfErrors.inactiveSubstitute();
  return db.transaction(async (tx) => {
    const id = await insertReplacement(tx, { companyId: session.companyId, absentId: input.absentId, substituteId: input.substituteId, fromAt: from, toAt: to, reason: input.reason, createdBy: session.userId });
    let moved = 0;
    if (input.movePending) {
      const docIds = [...new Set((await openTasksOf(tx, session.companyId, input.absentId)).map((t) => t.docId))].sort((x, y) => x - y);
      for (const docId of docIds) {
        const r = await transition(tx, session, docId, (d, ctx) => replacePending(d, ctx, input.absentId, input.substituteId));
        moved += (r.event.detail['moved'] as number[]).length;
      }
    }
    return { id, moved };
  });
}
