import { and, eq, inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import {
  actOnTask,
  createDoc,
  docNumberYear,
  finishDoc,
  formatDocNumber,
  sendDoc,
  suspendDoc,
  terminateDoc,
  type DocKind,
  type FlowNode,
  type WfContext,
  type WfDoc,
  type WfEvent,
  type WfResult,
} from '@pm/domain';
import type { SeedContext } from './seed-context';

// 公文 demo data (issue 14): the three kinds of template of 上海公司 and documents in several states,
// moved through the product's own flow rules (packages/domain/src/workflow) so tasks, steps and the
// audit trail are what the server would have written: to-dos for emp01 and emp03, a 会签 half done,
// a returned draft, a suspended and a terminated document, finished ones, and a notice to staff of
// 上海公司 and its 客服中心 waiting to be confirmed.

type Node = { type: FlowNode['type']; name: string; mode?: FlowNode['mode']; handlers: number[]; rules?: { kind: string; ref: number | null }[] };

interface Plan {
  kind: DocKind;
  subject: string;
  body: string;
  starter: number;
  daysAgo: number;
  receivers?: { companyId: number; userId: number }[];
  /** The actions after creation, in order. */
  moves: ((d: WfDoc, ctx: (actor: number) => WfContext) => WfResult)[];
}

const HOUR = 3600_000;
const task = (d: WfDoc, who: number) => d.tasks.find((t) => t.state === 'pending' && t.assignee === who)!.no;
const agree = (who: number, opinion: string | null = null) => (d: WfDoc, ctx: (a: number) => WfContext) => actOnTask(d, task(d, who), 'agree', opinion, ctx(who));
const send = (who: number) => (d: WfDoc, ctx: (a: number) => WfContext) => sendDoc(d, ctx(who));

async function userId(db: DbOrTx, username: string) {
  const [row] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username));
  if (!row) throw new Error(`seed: user ${username} missing`);
  return row.id;
}

async function insertTemplate(db: DbOrTx, companyId: number, kind: DocKind, name: string, finisherId: number | null, createdBy: number, nodes: Node[]) {
  const [tpl] = await db.insert(schema.wfTemplates).values({ companyId, kind, name, finisherId, createdBy }).returning({ id: schema.wfTemplates.id });
  const [ver] = await db.insert(schema.wfTemplateVersions).values({ companyId, templateId: tpl!.id, version: 1, createdBy }).returning({ id: schema.wfTemplateVersions.id });
  for (const [seq, n] of nodes.entries()) {
    const [node] = await db
      .insert(schema.wfTemplateNodes)
      .values({ versionId: ver!.id, seq, type: n.type, name: n.name, mode: n.mode ?? 'any', timeLimitHours: n.type === '审核' ? 24 : null })
      .returning({ id: schema.wfTemplateNodes.id });
    const rules = n.rules ?? n.handlers.map((ref) => ({ kind: 'person', ref }));
    if (rules.length) await db.insert(schema.wfNodeHandlers).values(rules.map((r, i) => ({ nodeId: node!.id, seq: i, kind: r.kind, ref: r.ref })));
  }
  const flow: FlowNode[] = nodes.map((n) => ({ type: n.type, name: n.name, mode: n.mode ?? 'any', handlers: n.handlers }));
  return { id: tpl!.id, versionId: ver!.id, kind, finisherId, flow };
}

/** A document's tasks as rows of wf_tasks (the owners seed writes its approval document's tasks the same way). */
export function taskRows(companyId: number, docId: number, kind: DocKind, tasks: WfDoc['tasks']): (typeof schema.wfTasks.$inferInsert)[] {
  return tasks.map((t) => ({
    companyId,
    docId,
    no: t.no,
    node: t.node,
    kind,
    assigneeId: t.assignee,
    meantForId: t.meantFor,
    blocking: t.blocking,
    state: t.state,
    decision: t.decision,
    opinion: t.opinion,
    createdAt: new Date(t.createdAt),
    doneAt: t.doneAt ? new Date(t.doneAt) : null,
    remindedAt: null,
  }));
}

export async function seedWorkflow(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const sh = await ctx.company('SH');
  const cc = await ctx.company('SH-CC');
  const [company] = await db.select({ nick: schema.companies.nick }).from(schema.companies).where(eq(schema.companies.id, sh));
  const emp01 = await userId(db, 'emp01');
  const emp03 = await userId(db, 'emp03');
  const cc01 = await userId(db, 'cc01');
  const [cashierJob] = await db.select({ id: schema.jobs.id }).from(schema.jobs).where(and(eq(schema.jobs.companyId, sh), eq(schema.jobs.name, '收费员')));

  const notice = await insertTemplate(db, sh, 'normal', '通知发布', null, emp01, [
    { type: '发起', name: '拟稿', handlers: [] },
    { type: '审核', name: '部门审核', handlers: [emp03] },
    { type: '完结', name: '发布', handlers: [] },
  ]);
  const internal = await insertTemplate(db, sh, 'internal', '内部请示', emp01, emp01, [
    { type: '发起', name: '拟稿', handlers: [] },
    { type: '审核', name: '主管审核', handlers: [emp03], rules: [{ kind: 'job', ref: cashierJob?.id ?? null }] },
    { type: '会签', name: '部门会签', mode: 'all', handlers: [emp01, emp03] },
    { type: '完结', name: '办结', handlers: [] },
  ]);
  const report = await insertTemplate(db, sh, 'report', '工作报告', emp01, emp01, [
    { type: '发起', name: '拟稿', handlers: [] },
    { type: '审核', name: '部门审核', handlers: [emp01] },
    { type: '会签', name: '相关部门会签', mode: 'any', handlers: [emp01, emp03] },
    { type: '签批', name: '领导签批', handlers: [emp01] },
    { type: '定稿', name: '定稿', handlers: [emp03] },
    { type: '完结', name: '办结', handlers: [] },
  ]);
  // 项目经理 reviews, two departments countersign (all must act), the manager closes it.
  const mgr01 = await userId(db, 'mgr01');
  await insertTemplate(db, sh, 'report', '项目工作报告', mgr01, mgr01, [
    { type: '发起', name: '拟稿', handlers: [] },
    { type: '审核', name: '项目经理审核', handlers: [mgr01] },
    { type: '会签', name: '部门会签', mode: 'all', handlers: [emp01, emp03] },
    { type: '完结', name: '办结', handlers: [] },
  ]);
  const templates = { normal: notice, internal, report };

  const plans: Plan[] = [
    { kind: 'report', subject: '2026年第三季度物业服务工作报告', body: '<p>本季度完成报修处理 412 件，满意率 96%。</p>', starter: emp03, daysAgo: 2, moves: [send(emp03)] },
    { kind: 'internal', subject: '关于采购保洁用品的请示', body: '<p>拟采购保洁用品一批，预算 8,600 元。</p>', starter: emp01, daysAgo: 3, moves: [send(emp01), agree(emp03, '同意'), agree(emp03)] },
    {
      kind: 'normal',
      subject: '关于小区计划停水的通知',
      body: '<p>因二次供水设备检修，本周六 9:00-15:00 停水，请提前储水。</p>',
      starter: emp01,
      daysAgo: 5,
      receivers: [
        { companyId: sh, userId: emp03 },
        { companyId: cc, userId: cc01 },
      ],
      moves: [send(emp01), agree(emp03, '同意发布'), agree(emp01)],
    },
    {
      kind: 'report',
      subject: '电梯维保费用调整报告',
      body: '<p>维保单位提出年度费用上调 8%。</p>',
      starter: emp03,
      daysAgo: 6,
      moves: [send(emp03), (d, c) => actOnTask(d, task(d, emp01), 'disagree', '请补充三家比价材料', c(emp01))],
    },
    { kind: 'internal', subject: '门岗排班调整', body: '<p>自下月起门岗改为三班倒。</p>', starter: emp03, daysAgo: 8, moves: [send(emp03), (d, c) => suspendDoc(d, c(emp03), '待人事部确认编制')] },
    { kind: 'normal', subject: '春节值班安排（草案）', body: '<p>春节期间值班表见附件。</p>', starter: emp03, daysAgo: 20, moves: [send(emp03), (d, c) => terminateDoc(d, c(emp03), '已另行发文')] },
    {
      kind: 'report',
      subject: '消防演练总结报告',
      body: '<p>11 月 12 日组织全员消防演练，参加 63 人。</p>',
      starter: emp03,
      daysAgo: 30,
      moves: [send(emp03), agree(emp01, '内容属实'), agree(emp03), agree(emp01, '同意'), agree(emp03), (d, c) => finishDoc(d, c(emp01))],
    },
  ];

  const serials = new Map<string, number>();
  for (const plan of plans) {
    const tpl = templates[plan.kind];
    let clock = Date.now() - plan.daysAgo * 24 * HOUR;
    const ctx = (actor: number): WfContext => ({ actor, at: new Date((clock += HOUR)).toISOString() });
    const created = createDoc({ starter: plan.starter, finisher: tpl.finisherId ?? plan.starter, nodes: tpl.flow }, ctx(plan.starter));
    let doc = created.doc;
    const events: { event: WfEvent; at: string }[] = [{ event: created.event, at: new Date(clock).toISOString() }];
    for (const move of plan.moves) {
      const r = move(doc, ctx);
      doc = r.doc;
      events.push({ event: r.event, at: new Date(clock).toISOString() });
    }
    const sent = events.find((e) => e.event.action === 'send');
    let docNumber: string | null = null;
    if (sent) {
      const year = docNumberYear(sent.at);
      const key = `${plan.kind}/${year}`;
      const serial = (serials.get(key) ?? 0) + 1;
      serials.set(key, serial);
      docNumber = formatDocNumber(company?.nick ?? '', plan.kind, year, serial);
    }
    const ended = doc.status === 'finished' || doc.status === 'terminated';
    const [row] = await db
      .insert(schema.wfDocs)
      .values({
        companyId: sh,
        kind: plan.kind,
        templateId: tpl.id,
        templateVersionId: tpl.versionId,
        docNumber,
        subject: plan.subject,
        body: plan.body,
        urgency: plan.daysAgo < 3 ? '2' : '1',
        starterId: plan.starter,
        finisherId: doc.finisher,
        status: doc.status,
        currentNode: doc.current,
        enteredAt: doc.enteredAt,
        finalised: doc.finalised,
        flow: doc.nodes,
        steps: doc.steps,
        createdAt: new Date(events[0]!.at),
        sentAt: sent ? new Date(sent.at) : null,
        endedAt: ended ? new Date(events.at(-1)!.at) : null,
        updatedAt: new Date(events.at(-1)!.at),
      })
      .returning();
    const docId = row!.id;
    await db.insert(schema.wfTasks).values(taskRows(sh, docId, plan.kind, doc.tasks));
    const taskIds = new Map(
      (await db.select({ id: schema.wfTasks.id, no: schema.wfTasks.no }).from(schema.wfTasks).where(eq(schema.wfTasks.docId, docId))).map((t) => [t.no, t.id]),
    );
    await db.insert(schema.wfEvents).values(
      events.map(({ event, at }) => ({
        companyId: sh,
        docId,
        taskId: event.task === null ? null : (taskIds.get(event.task) ?? null),
        actorId: event.actor,
        action: event.action,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        opinion: event.opinion,
        detail: event.detail,
        at: new Date(at),
      })),
    );
    if (plan.receivers) {
      await db.insert(schema.wfDocReceivers).values(plan.receivers.map((r) => ({ docId, ...r })));
      if (doc.status === 'finished') await publish(db, row!, plan.receivers);
    }
  }
  for (const [key, last] of serials) {
    const [kind, year] = key.split('/');
    await db.insert(schema.wfDocCounters).values({ companyId: sh, kind: kind!, year: Number(year), last });
  }
}

/** The finished notice as the server publishes it: one notice per receiving company. */
async function publish(db: DbOrTx, doc: typeof schema.wfDocs.$inferSelect, receivers: { companyId: number; userId: number }[]) {
  const [sender] = await db.select({ name: schema.users.name, phone: schema.users.phone, jobId: schema.users.jobId }).from(schema.users).where(eq(schema.users.id, doc.starterId));
  const [job] = sender?.jobId ? await db.select({ name: schema.jobs.name }).from(schema.jobs).where(inArray(schema.jobs.id, [sender.jobId])) : [];
  for (const companyId of [...new Set(receivers.map((r) => r.companyId))]) {
    const [n] = await db
      .insert(schema.notices)
      .values({
        companyId,
        docNumber: doc.docNumber ?? '',
        subject: doc.subject,
        content: doc.body,
        senderName: sender?.name ?? '',
        senderPhone: sender?.phone ?? '',
        senderJob: job?.name ?? '',
        docId: doc.id,
        updatedBy: doc.starterId,
        createdAt: doc.endedAt ?? new Date(),
      })
      .returning({ id: schema.notices.id });
    await db.insert(schema.noticeRecipients).values(receivers.filter((r) => r.companyId === companyId).map((r) => ({ noticeId: n!.id, userId: r.userId })));
  }
}
