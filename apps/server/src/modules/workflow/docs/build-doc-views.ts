// Rows to the contract's shapes: a document's brief, its tasks and its trail, with names.
import type { DocBrief, EventRow, TaskRow } from '@pm/contracts';
import type { FlowNode } from '@pm/domain';
import type { DbOrTx } from '@pm/db';
import type * as docs from './docs.repo';
import { userNames } from '../people.repo';
import { templatesOf } from '../templates/templates.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Briefs of document rows of one company, with the people's and templates' names. */
export async function briefs(db: DbOrTx, companyId: number, rows: docs.DocRow[]): Promise<DocBrief[]> {
  if (rows.length === 0) return [];
  const names = await userNames(db, rows.flatMap((r) => [r.starterId, r.finisherId]));
  const templates = await templatesOf(db, companyId, { includeInactive: true, ids: [...new Set(rows.map((r) => r.templateId))] });
  const templateName = new Map(templates.map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DocBrief['kind'],
    docNumber: r.docNumber,
    subject: r.subject,
    urgency: r.urgency as DocBrief['urgency'],
    status: r.status as DocBrief['status'],
    templateName: templateName.get(r.templateId) ?? '',
    currentNodeName: (r.flow as FlowNode[])[r.currentNode]?.name ?? '',
    starterId: r.starterId,
    starterName: names.get(r.starterId) ?? '',
    finisherId: r.finisherId,
    finisherName: names.get(r.finisherId) ?? '',
    houseName: r.houseName,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    endedAt: iso(r.endedAt),
  }));
}

export async function taskRows(db: DbOrTx, row: docs.DocRow, tasks: docs.TaskDbRow[]): Promise<TaskRow[]> {
  const flow = row.flow as FlowNode[];
  const names = await userNames(db, tasks.flatMap((t) => [t.assigneeId, t.meantForId]));
  return tasks.map((t) => ({
    id: t.id,
    no: t.no,
    node: t.node,
    nodeName: flow[t.node]?.name ?? '',
    nodeType: (flow[t.node]?.type ?? '发起'),
    assigneeId: t.assigneeId,
    assigneeName: names.get(t.assigneeId) ?? '',
    meantForId: t.meantForId,
    meantForName: names.get(t.meantForId) ?? '',
    blocking: t.blocking,
    state: t.state as TaskRow['state'],
    decision: t.decision as TaskRow['decision'],
    opinion: t.opinion,
    createdAt: t.createdAt.toISOString(),
    doneAt: iso(t.doneAt),
    remindedAt: iso(t.remindedAt),
  }));
}

export async function eventRows(db: DbOrTx, events: Awaited<ReturnType<typeof docs.docEvents>>): Promise<EventRow[]> {
  const names = await userNames(db, events.map((e) => e.actorId));
  return events.map((e) => ({
    id: e.id,
    action: e.action,
    actorId: e.actorId,
    actorName: names.get(e.actorId) ?? '',
    taskId: e.taskId,
    fromStatus: e.fromStatus as EventRow['fromStatus'],
    toStatus: e.toStatus as EventRow['toStatus'],
    opinion: e.opinion,
    at: e.at.toISOString(),
  }));
}
