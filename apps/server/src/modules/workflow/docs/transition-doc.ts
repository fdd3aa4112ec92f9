// The bridge between rows and the pure flow: load a document's state, apply one domain transition,
// write the difference and its audit event, all in the caller's transaction.
import type { Session } from '../../../http/session';
import type { FlowNode, Replacement, WfContext, WfDoc, WfResult, WfStep, WfTask } from '@pm/domain';
import type { Tx } from '@pm/db';
import * as docs from './docs.repo';
import { replacementsAt } from '../people.repo';
import { refused, wfErrors } from '../workflow.errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDomain(row: docs.DocRow, tasks: docs.TaskDbRow[]): WfDoc {
  return {
    status: row.status as WfDoc['status'],
    starter: row.starterId,
    finisher: row.finisherId,
    nodes: row.flow as FlowNode[],
    current: row.currentNode,
    enteredAt: row.enteredAt,
    finalised: row.finalised,
    steps: row.steps as WfStep[],
    tasks: tasks.map(
      (t): WfTask => ({
        no: t.no,
        node: t.node,
        assignee: t.assigneeId,
        meantFor: t.meantForId,
        blocking: t.blocking,
        state: t.state as WfTask['state'],
        decision: t.decision as WfTask['decision'],
        opinion: t.opinion,
        createdAt: t.createdAt.toISOString(),
        doneAt: iso(t.doneAt),
        remindedAt: iso(t.remindedAt),
      }),
    ),
  };
}

export async function contextFor(tx: Tx, session: Session, at = new Date()): Promise<WfContext> {
  const replacements: Replacement[] = (await replacementsAt(tx, session.companyId, at)).map((r) => ({
    absent: r.absent,
    substitute: r.substitute,
    from: r.from.toISOString(),
    to: r.to.toISOString(),
  }));
  return { actor: session.userId, at: at.toISOString(), replacements, privileged: session.role === 'sa' };
}

const date = (s: string | null) => (s ? new Date(s) : null);

/** Writes what a transition changed: new tasks, changed tasks, the document row and one event. */
export async function persist(tx: Tx, row: docs.DocRow, before: WfDoc, r: WfResult, extra: Partial<docs.DocRow> = {}): Promise<void> {
  const after = r.doc;
  await docs.insertTasks(
    tx,
    after.tasks.slice(before.tasks.length).map((t) => ({
      companyId: row.companyId,
      docId: row.id,
      no: t.no,
      node: t.node,
      kind: row.kind,
      assigneeId: t.assignee,
      meantForId: t.meantFor,
      blocking: t.blocking,
      state: t.state,
      decision: t.decision,
      opinion: t.opinion,
      createdAt: new Date(t.createdAt),
      doneAt: date(t.doneAt),
      remindedAt: date(t.remindedAt),
    })),
  );
  for (const [i, old] of before.tasks.entries()) {
    const t = after.tasks[i]!;
    if (
      old.state !== t.state ||
      old.assignee !== t.assignee ||
      old.meantFor !== t.meantFor ||
      old.decision !== t.decision ||
      old.opinion !== t.opinion ||
      old.doneAt !== t.doneAt ||
      old.remindedAt !== t.remindedAt
    )
      await docs.updateTask(tx, row.id, t.no, {
        state: t.state,
        assigneeId: t.assignee,
        meantForId: t.meantFor,
        decision: t.decision,
        opinion: t.opinion,
        doneAt: date(t.doneAt),
        remindedAt: date(t.remindedAt),
      });
  }
  const ended = after.status === 'finished' || after.status === 'terminated';
  await docs.updateDoc(tx, row.id, {
    status: after.status,
    finisherId: after.finisher,
    currentNode: after.current,
    enteredAt: after.enteredAt,
    finalised: after.finalised,
    steps: after.steps,
    endedAt: ended ? new Date() : null,
    ...extra,
  });
  const tasks = r.event.task === null ? [] : await docs.docTasks(tx, row.id);
  await docs.insertEvent(tx, {
    companyId: row.companyId,
    docId: row.id,
    taskId: tasks.find((t) => t.no === r.event.task)?.id ?? null,
    actorId: r.event.actor,
    action: r.event.action,
    fromStatus: r.event.fromStatus,
    toStatus: r.event.toStatus,
    opinion: r.event.opinion,
    detail: r.event.detail,
  });
}

/**
 * One transition of a document of the caller's company: the row is locked, the domain decides, the
 * difference is written; `after` runs in the same transaction (numbering, publishing).
 */
export async function transition(
  tx: Tx,
  session: Session,
  docId: number,
  apply: (doc: WfDoc, ctx: WfContext) => WfResult,
  after?: (row: docs.DocRow, r: WfResult) => Promise<Partial<docs.DocRow> | void>,
): Promise<WfResult> {
  const row = await docs.lockDoc(tx, session.companyId, docId);
  if (!row) throw wfErrors.docNotFound();
  const before = toDomain(row, await docs.docTasks(tx, docId));
  const ctx = await contextFor(tx, session);
  const r = refused(() => apply(before, ctx));
  const extra = (await after?.(row, r)) ?? {};
  await persist(tx, row, before, r, extra);
  return r;
}
