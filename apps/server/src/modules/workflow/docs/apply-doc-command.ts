// POST /api/comp-workflow-doc: write a document (new, draft edits) and act on it, by action.
import type { DocCommand, DocDetail } from '@pm/contracts';
import { actOnTask, createDoc, receivingCompanies, resumeDoc, sendDoc, suspendDoc, terminateDoc, type DocKind, type FlowNode } from '@pm/domain';
import type { z } from 'zod';
import type { Db, Tx } from '@pm/db';
import type { Session } from '../../../http/session';
import * as docs from './docs.repo';
import * as templates from '../templates/templates.repo';
import { activeStaffIn, activeStaffOf, companyFiles, companyTree, houseName, staffByDept, staffByJob } from '../people.repo';
import { contextFor, persist, transition } from './transition-doc';
import { afterTransition } from './apply-transition-effects';
import { docDetail } from './read-doc';
import { fieldError, refused, wfErrors } from '../workflow.errors';

type Command = z.output<typeof DocCommand>;

/** Handlers of each node resolved to active staff ids, in rule order (依次 uses it). */
async function resolveFlow(tx: Tx, session: Session, nodes: Awaited<ReturnType<typeof templates.versionNodes>>[number]['nodes'], cmd: Command): Promise<FlowNode[]> {
  const flow: FlowNode[] = [];
  for (const [i, n] of nodes.entries()) {
    const ids: number[] = [];
    const last = i === nodes.length - 1;
    if (i > 0 && !last)
      for (const h of n.handlers) {
        if (h.kind === 'person' && h.ref !== null) ids.push(...(await activeStaffOf(tx, session.companyId, [h.ref])).map((u) => u.id));
        if (h.kind === 'job' && h.ref !== null) ids.push(...(await staffByJob(tx, session.companyId, h.ref)).map((u) => u.id));
        if (h.kind === 'dept' && h.ref !== null) ids.push(...(await staffByDept(tx, session.companyId, h.ref)).map((u) => u.id));
        if (h.kind === 'chosen') {
          const picked = cmd.chosen?.find((c) => c.seq === n.seq)?.userIds ?? [];
          const active = await activeStaffOf(tx, session.companyId, picked);
          if (active.length !== new Set(picked).size) throw fieldError('chosen', `节点“${n.name}”选择的办理人不存在或不在职`);
          ids.push(...picked);
        }
      }
    const handlers = [...new Set(ids)];
    if (i > 0 && !last && handlers.length === 0) throw wfErrors.noHandler(n.name);
    flow.push({ type: n.type as FlowNode['type'], name: n.name, mode: n.mode as FlowNode['mode'], handlers });
  }
  return flow;
}

/** Receivers must be active staff of the companies the document may reach (the company tree). */
export async function checkReceivers(tx: Tx, session: Session, kind: DocKind, receivers: { companyId: number; userId: number }[]) {
  if (receivers.length === 0) return [];
  const allowed = receivingCompanies(await companyTree(tx), session.companyId, kind);
  if (receivers.some((r) => !allowed.includes(r.companyId))) throw fieldError('receivers', '接收人不在本公司及下级公司范围内');
  const found = await activeStaffIn(tx, allowed, receivers.map((r) => r.userId));
  const byId = new Map(found.map((u) => [u.id, u.companyId]));
  if (receivers.some((r) => byId.get(r.userId) !== r.companyId)) throw fieldError('receivers', '接收人不存在、不在职或不属于所选公司');
  return [...new Map(receivers.map((r) => [r.userId, r])).values()];
}

/** The editable fields a command carries, checked. */
async function draftFields(tx: Tx, session: Session, cmd: Command, kind: DocKind) {
  const out: Partial<docs.DocRow> = {};
  if (cmd.subject !== undefined) {
    if (!cmd.subject) throw fieldError('subject', '请填写标题');
    out.subject = cmd.subject;
  }
  if (cmd.body !== undefined) out.body = cmd.body;
  if (cmd.urgency !== undefined) out.urgency = cmd.urgency;
  if (cmd.houseId !== undefined) {
    out.houseId = cmd.houseId;
    out.houseName = cmd.houseId === null ? '' : ((await houseName(tx, session.companyId, cmd.houseId)) ?? '');
    if (cmd.houseId !== null && !out.houseName) throw fieldError('houseId', '房屋不存在');
  }
  const files = cmd.attachmentIds ? await companyFiles(tx, session.companyId, cmd.attachmentIds) : [];
  if (cmd.attachmentIds && files.length !== new Set(cmd.attachmentIds).size) throw fieldError('attachmentIds', '附件不存在');
  const receivers = cmd.receivers ? await checkReceivers(tx, session, kind, cmd.receivers) : undefined;
  return { fields: out, attachments: cmd.attachmentIds ? [...new Set(cmd.attachmentIds)] : undefined, receivers };
}

async function writeSides(tx: Tx, docId: number, sides: Awaited<ReturnType<typeof draftFields>>) {
  if (sides.attachments) await docs.replaceAttachments(tx, docId, sides.attachments);
  if (sides.receivers) await docs.replaceReceivers(tx, docId, sides.receivers);
}

async function createNew(tx: Tx, session: Session, cmd: Command): Promise<number> {
  if (cmd.templateId === undefined) throw fieldError('templateId', '请选择流程模板');
  if (!cmd.subject) throw fieldError('subject', '请填写标题');
  const [template] = await templates.templatesOf(tx, session.companyId, { includeInactive: true, ids: [cmd.templateId] });
  if (!template) throw wfErrors.templateNotFound();
  if (!template.active) throw wfErrors.templateInactive();
  const [version] = await templates.versionNodes(tx, [{ templateId: template.id, version: template.currentVersion }]);
  if (!version) throw wfErrors.templateNotFound();
  const kind = template.kind as DocKind;
  const flow = await resolveFlow(tx, session, version.nodes, cmd);
  const finisher = template.finisherId ?? cmd.finisherId ?? session.userId;
  if ((await activeStaffOf(tx, session.companyId, [finisher])).length !== 1) throw fieldError('finisherId', '办结人不存在或不在职');
  const sides = await draftFields(tx, session, cmd, kind);
  const ctx = await contextFor(tx, session);
  const created = refused(() => createDoc({ starter: session.userId, finisher, nodes: flow }, ctx));
  const row = await docs.insertDoc(tx, {
    companyId: session.companyId,
    kind,
    templateId: template.id,
    templateVersionId: version.id,
    subject: cmd.subject,
    starterId: session.userId,
    finisherId: finisher,
    status: created.doc.status,
    flow: created.doc.nodes,
    ...sides.fields,
  });
  await persist(tx, row, { ...created.doc, tasks: [], steps: [] }, created);
  await writeSides(tx, row.id, sides);
  return row.id;
}

/** Edits of a draft: only its starter, and the body only until 定稿. */
async function editDraft(tx: Tx, session: Session, cmd: Command, id: number) {
  const row = await docs.lockDoc(tx, session.companyId, id);
  if (!row) throw wfErrors.docNotFound();
  const touches = ['subject', 'body', 'urgency', 'houseId', 'attachmentIds', 'receivers'].some((k) => cmd[k as keyof Command] !== undefined);
  if (!touches) return;
  if (row.status !== 'draft' || row.starterId !== session.userId) throw wfErrors.notDraftOwner();
  if (row.finalised && cmd.body !== undefined && cmd.body !== row.body) throw wfErrors.bodyFinal();
  const sides = await draftFields(tx, session, cmd, row.kind as DocKind);
  if (Object.keys(sides.fields).length) await docs.updateDoc(tx, id, sides.fields);
  await writeSides(tx, id, sides);
}

const needsId = (cmd: Command) => {
  if (cmd.id === undefined) throw fieldError('id', '请选择公文');
  return cmd.id;
};

export async function docCommand({ db }: { db: Db }, session: Session, cmd: Command): Promise<DocDetail> {
  const docId = await db.transaction(async (tx) => {
    const hooks = (row: docs.DocRow, r: Parameters<typeof afterTransition>[2]) => afterTransition(tx, row, r);
    switch (cmd.action) {
      case 'send':
      case 'save': {
        let id = cmd.id;
        if (id === undefined) id = await createNew(tx, session, cmd);
        else await editDraft(tx, session, cmd, id);
        if (cmd.action === 'send') await transition(tx, session, id, sendDoc, hooks);
        return id;
      }
      case 'agree':
      case 'disagree':
      case 'return': {
        if (cmd.taskId === undefined) throw fieldError('taskId', '请选择待办');
        const task = await docs.taskDoc(tx, session.companyId, cmd.taskId);
        if (!task) throw wfErrors.taskNotFound();
        const decision = cmd.action;
        await transition(tx, session, task.docId, (d, ctx) => actOnTask(d, task.no, decision, cmd.opinion ?? null, ctx), hooks);
        return task.docId;
      }
      case 'suspend':
        await transition(tx, session, needsId(cmd), (d, ctx) => suspendDoc(d, ctx, cmd.opinion ?? ''));
        return needsId(cmd);
      case 'resume':
        await transition(tx, session, needsId(cmd), resumeDoc);
        return needsId(cmd);
      case 'terminate':
        await transition(tx, session, needsId(cmd), (d, ctx) => terminateDoc(d, ctx, cmd.opinion ?? ''));
        return needsId(cmd);
    }
  });
  return docDetail({ db }, session, docId);
}

