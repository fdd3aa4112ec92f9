// Reading one document: detail with what the caller may do, where it stands, its record and opinions.
import type { AuditOpinion, Beginning, DocDealInfo, DocDetail, Executing, Revocable } from '@pm/contracts';
import {
  canAct,
  canRevoke,
  changeFinisher,
  DOC_KINDS,
  docNumberYear,
  finishDoc,
  followUp,
  formatDocNumber,
  resumeDoc,
  revoke,
  sendDoc,
  suspendDoc,
  terminateDoc,
  WorkflowRefusal,
  type WfContext,
  type WfDoc,
} from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../../http/session';
import * as docs from './docs.repo';
import { replacementsAt, findCompany, findUserBrief } from '../people.repo';
import { templatesOf, versionNumber } from '../templates/templates.repo';
import { toDomain } from './transition-doc';
import { briefs, eventRows, taskRows } from './build-doc-views';
import { templatesOut } from '../templates/define-templates';
import { wfErrors } from '../workflow.errors';

async function readContext(db: DbOrTx, session: Session): Promise<WfContext> {
  const at = new Date();
  const replacements = (await replacementsAt(db, session.companyId, at)).map((r) => ({
    absent: r.absent,
    substitute: r.substitute,
    from: r.from.toISOString(),
    to: r.to.toISOString(),
  }));
  return { actor: session.userId, at: at.toISOString(), replacements, privileged: session.role === 'sa' };
}

/** Whether a transition would be allowed now (the domain is the one judge of it). */
const allowed = (run: () => unknown) => {
  try {
    run();
    return true;
  } catch (e) {
    if (e instanceof WorkflowRefusal) return false;
    throw e;
  }
};

async function loadDoc(db: DbOrTx, session: Session, id: number) {
  const row = await docs.findDoc(db, session.companyId, id);
  if (!row) throw wfErrors.docNotFound();
  const tasks = await docs.docTasks(db, id);
  return { row, tasks, doc: toDomain(row, tasks) };
}

function abilities(doc: WfDoc, ctx: WfContext, myTask: number | null) {
  return {
    act: myTask !== null && doc.status === 'running' && doc.tasks.find((t) => t.no === myTask)!.node !== 0,
    send: allowed(() => sendDoc(doc, ctx)),
    revoke: canRevoke(doc, ctx.actor),
    finish: allowed(() => finishDoc(doc, ctx)),
    suspend: allowed(() => suspendDoc(doc, ctx, '-')),
    resume: allowed(() => resumeDoc(doc, ctx)),
    terminate: allowed(() => terminateDoc(doc, ctx, '-')),
    changeFinisher: allowed(() => changeFinisher(doc, ctx, { emp: -1, active: true })),
    followUp: allowed(() => followUp(doc, ctx)),
  };
}

export async function docDetail({ db }: { db: Db }, session: Session, id: number): Promise<DocDetail> {
  const { row, tasks, doc } = await loadDoc(db, session, id);
  const ctx = await readContext(db, session);
  const [brief] = await briefs(db, session.companyId, [row]);
  const [template] = await templatesOf(db, session.companyId, { includeInactive: true, ids: [row.templateId] });
  const version = await versionNumber(db, row.templateVersionId);
  const mine = doc.tasks.find((t) => canAct(doc, t.no, ctx));
  return {
    ...brief!,
    templateId: row.templateId,
    templateVersion: version ?? template?.currentVersion ?? 1,
    body: row.body,
    houseId: row.houseId,
    finalised: row.finalised,
    currentNode: row.currentNode,
    nodes: doc.nodes.map((n, seq) => ({ seq, type: n.type, name: n.name, mode: n.mode, handlerIds: n.type === '完结' ? [doc.finisher] : n.handlers })),
    attachments: await docs.attachmentsOf(db, id),
    receivers: await docs.receiversOfDoc(db, id),
    tasks: await taskRows(db, row, tasks),
    myTaskId: mine ? tasks.find((t) => t.no === mine.no)!.id : null,
    can: abilities(doc, ctx, mine?.no ?? null),
  };
}

export async function executing({ db }: { db: Db }, session: Session, id: number): Promise<Executing> {
  const { row, tasks, doc } = await loadDoc(db, session, id);
  const node = doc.nodes[doc.current]!;
  const open = (await taskRows(db, row, tasks)).filter((t) => t.state === 'pending' && t.blocking);
  return {
    docId: id,
    status: doc.status,
    node: { seq: doc.current, type: node.type, name: node.name },
    handlers: open.map((t) => ({ taskId: t.id, userId: t.assigneeId, name: t.assigneeName, meantForId: t.meantForId, meantForName: t.meantForName, remindedAt: t.remindedAt })),
  };
}

export async function dealInfo({ db }: { db: Db }, session: Session, id: number): Promise<DocDealInfo> {
  const { row, tasks, doc } = await loadDoc(db, session, id);
  const [brief] = await briefs(db, session.companyId, [row]);
  return {
    doc: brief!,
    nodes: doc.nodes.map((n, seq) => ({ seq, type: n.type, name: n.name, mode: n.mode, handlerIds: n.type === '完结' ? [doc.finisher] : n.handlers })),
    tasks: await taskRows(db, row, tasks),
    events: await eventRows(db, await docs.docEvents(db, id)),
  };
}

export async function auditInfo({ db }: { db: Db }, session: Session, id: number): Promise<AuditOpinion[]> {
  const { row, tasks } = await loadDoc(db, session, id);
  return (await taskRows(db, row, tasks))
    .filter((t) => t.state === 'done' && t.node > 0 && t.decision !== null)
    .map((t) => ({ nodeName: t.nodeName, nodeType: t.nodeType, userName: t.assigneeName, decision: t.decision!, opinion: t.opinion, doneAt: t.doneAt! }));
}

export async function revocable({ db }: { db: Db }, session: Session, id: number): Promise<Revocable> {
  const { doc } = await loadDoc(db, session, id);
  try {
    revoke(doc, await readContext(db, session));
    return { revocable: true, reason: null };
  } catch (e) {
    if (e instanceof WorkflowRefusal) return { revocable: false, reason: e.message };
    throw e;
  }
}

export async function beginning({ db }: { db: Db }, session: Session): Promise<Beginning> {
  const me = await findUserBrief(db, session.userId);
  const company = await findCompany(db, session.companyId);
  const year = docNumberYear(new Date().toISOString());
  const last = new Map((await docs.lastSerials(db, session.companyId, year)).map((r) => [r.kind, r.last]));
  const next = Object.fromEntries(DOC_KINDS.map((k) => [k, formatDocNumber(company?.nick ?? '', k, year, (last.get(k) ?? 0) + 1)])) as Beginning['nextDocNumbers'];
  return {
    starter: { id: session.userId, name: me?.name ?? '' },
    company: { id: session.companyId, name: company?.name ?? '' },
    templates: await templatesOut(db, await templatesOf(db, session.companyId, { includeInactive: false })),
    nextDocNumbers: next,
  };
}
