import { COUNTERSIGN_MODES, DOC_KINDS, DOC_STATUSES, DOC_URGENCIES, NODE_HANDLER_KINDS, NODE_TYPES, WF_DECISIONS, WF_TASK_STATES } from '@pm/domain';
import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { NoticeItem } from '../messages/messages.schemas';

// Office workflow documents (公文, issue 14). The spec names the paths (section 7) but not the
// payloads; these are ours (docs/decisions.md "Workflow documents: the calls").

export const WfId = Id;
export const DocKind = z.enum(DOC_KINDS, { error: '公文类型不正确' });
export const NodeType = z.enum(NODE_TYPES, { error: '节点类型不正确' });
export const CountersignMode = z.enum(COUNTERSIGN_MODES, { error: '会签方式不正确' });
export const DocStatus = z.enum(DOC_STATUSES);
export const TaskState = z.enum(WF_TASK_STATES);
export const Decision = z.enum(WF_DECISIONS);
/** 1 普通, 2 急, 3 特急 */
export const Urgency = z.enum(DOC_URGENCIES, { error: '紧急程度不正确' });
const Opinion = z.string().trim().check(maxChars(500));

export const HandlerRule = z.object({
  /** person: a user id; job: a job id; dept: a department id; chosen: picked when sending (ref null). */
  kind: z.enum(NODE_HANDLER_KINDS, { error: '办理人类型不正确' }),
  ref: WfId.nullable().default(null),
});
export const TemplateNodeInput = z.object({
  type: NodeType,
  name: z.string().trim().min(1, '请填写节点名称').check(maxChars(50)),
  mode: CountersignMode.default('any'),
  handlers: z.array(HandlerRule).max(50).default([]),
  timeLimitHours: integer(z.number().int().positive().max(8760).nullable().default(null)),
});
export const TemplateInput = z.object({
  /** Absent: a new template; present: a new version of that template. */
  id: WfId.optional(),
  kind: DocKind,
  name: z.string().trim().min(1, '请填写模板名称').check(maxChars(100)),
  /** 办结人; null: the starter closes the document. */
  finisherId: WfId.nullable().default(null),
  nodes: z.array(TemplateNodeInput).min(2, '流程模板至少需要发起和完结两个节点').max(30),
});
export const TemplateNode = z.object({
  seq: z.number().int(),
  type: NodeType,
  name: z.string(),
  mode: CountersignMode,
  timeLimitHours: z.number().int().nullable(),
  handlers: z.array(z.object({ kind: HandlerRule.shape.kind, ref: z.number().nullable(), name: z.string().nullable() })),
});
export const Template = z.object({
  id: z.number().int(),
  kind: DocKind,
  name: z.string(),
  version: z.number().int(),
  active: z.boolean(),
  finisherId: z.number().int().nullable(),
  finisherName: z.string().nullable(),
  nodes: z.array(TemplateNode),
  updatedAt: z.string(),
});
export const TemplateQuery = z.object({ kind: DocKind.optional(), includeInactive: z.boolean().default(false) });

export const ReceiverInput = z.object({ companyId: WfId, userId: WfId });

/** POST /api/comp-workflow-doc: one call writes documents and handles them, by action. */
export const DocAction = z.enum(['send', 'save', 'agree', 'disagree', 'return', 'suspend', 'resume', 'terminate'], { error: '操作不正确' });
export const DocCommand = z.object({
  action: DocAction,
  /** The document (send of a draft, save, suspend, resume, terminate); absent for a new document. */
  id: WfId.optional(),
  /** agree, disagree, return: the task acted on. */
  taskId: WfId.optional(),
  opinion: Opinion.optional(),
  /** A new document: the template it starts on (its current version). */
  templateId: WfId.optional(),
  subject: z.string().trim().check(maxChars(200)).optional(),
  /** HTML from the rich-text editor (shown sanitised). */
  body: z.string().check(maxChars(200_000)).optional(),
  houseId: WfId.nullable().optional(),
  urgency: Urgency.optional(),
  attachmentIds: z.array(WfId).max(20).optional(),
  receivers: z.array(ReceiverInput).max(2000).optional(),
  /** Handlers for nodes whose rule is 'chosen', by node seq. */
  chosen: z.array(z.object({ seq: z.number().int().min(0), userIds: z.array(WfId).min(1).max(50) })).max(30).optional(),
  /** 办结人 when the template names none; default the starter. */
  finisherId: WfId.optional(),
});

export const DocBrief = z.object({
  id: z.number().int(),
  kind: DocKind,
  docNumber: z.string().nullable(),
  subject: z.string(),
  urgency: Urgency,
  status: DocStatus,
  templateName: z.string(),
  currentNodeName: z.string(),
  starterId: z.number().int(),
  starterName: z.string(),
  finisherId: z.number().int(),
  finisherName: z.string(),
  houseName: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export const TaskRow = z.object({
  id: z.number().int(),
  no: z.number().int(),
  node: z.number().int(),
  nodeName: z.string(),
  nodeType: NodeType,
  assigneeId: z.number().int(),
  assigneeName: z.string(),
  /** Who the flow meant it for (a replacement gave it to the assignee). */
  meantForId: z.number().int(),
  meantForName: z.string(),
  blocking: z.boolean(),
  state: TaskState,
  decision: Decision.nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export const EventRow = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  taskId: z.number().int().nullable(),
  fromStatus: DocStatus.nullable(),
  toStatus: DocStatus,
  opinion: z.string().nullable(),
  at: z.string(),
});
export const DocDetail = DocBrief.extend({
  templateId: z.number().int(),
  templateVersion: z.number().int(),
  body: z.string(),
  houseId: z.number().int().nullable(),
  finalised: z.boolean(),
  currentNode: z.number().int(),
  nodes: z.array(z.object({ seq: z.number().int(), type: NodeType, name: z.string(), mode: CountersignMode, handlerIds: z.array(z.number().int()) })),
  attachments: z.array(z.object({ fileId: z.number().int(), name: z.string() })),
  receivers: z.array(z.object({ companyId: z.number().int(), userId: z.number().int(), name: z.string() })),
  tasks: z.array(TaskRow),
  /** The caller's open task on this document, if any. */
  myTaskId: z.number().int().nullable(),
  /** What the caller may do now. */
  can: z.object({
    act: z.boolean(),
    send: z.boolean(),
    revoke: z.boolean(),
    finish: z.boolean(),
    suspend: z.boolean(),
    resume: z.boolean(),
    terminate: z.boolean(),
    changeFinisher: z.boolean(),
    followUp: z.boolean(),
  }),
});
export const DocDealInfo = z.object({ doc: DocBrief, nodes: DocDetail.shape.nodes, tasks: z.array(TaskRow), events: z.array(EventRow) });
export const IdInput = z.object({ id: WfId });

export const TodoRow = DocBrief.extend({ taskId: z.number().int(), nodeName: z.string(), receivedAt: z.string(), meantForName: z.string() });
export const TodoQuery = z.object({
  kind: DocKind.optional(),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});
export const TodoCounts = z.object({
  normalDocCount: z.number().int(),
  internalDocCount: z.number().int(),
  reportDocCount: z.number().int(),
});
export const TodoList = TodoCounts.extend({ total: z.number().int(), rows: z.array(TodoRow) });
export const DocPage = z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(DocBrief) });
/** listProcessingDoc/{id}: id is the kind, 0 every kind, 1 普通, 2 内部, 3 报告. */
export const KindCode = z.object({ id: integer(z.number().int().min(0, '公文类型不正确').max(3, '公文类型不正确')) });

export const Executing = z.object({
  docId: z.number().int(),
  status: DocStatus,
  node: z.object({ seq: z.number().int(), type: NodeType, name: z.string() }),
  handlers: z.array(z.object({ taskId: z.number().int(), userId: z.number().int(), name: z.string(), meantForId: z.number().int(), meantForName: z.string(), remindedAt: z.string().nullable() })),
});
export const AuditOpinion = z.object({
  nodeName: z.string(),
  nodeType: NodeType,
  userName: z.string(),
  decision: Decision,
  opinion: z.string().nullable(),
  doneAt: z.string(),
});
export const Revocable = z.object({ revocable: z.boolean(), reason: z.string().nullable() });
export const FollowUpResult = z.object({ reminded: z.number().int(), names: z.array(z.string()) });
export const ChangeFinisherInput = z.object({ id: WfId, finisherId: WfId });
export const Beginning = z.object({
  starter: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  templates: z.array(Template),
  /** The next 发文字号 per kind if sent now (a preview: another send may take it). */
  nextDocNumbers: z.object({ normal: z.string(), internal: z.string(), report: z.string() }),
});

export const FollowInput = z.object({ docId: WfId, content: z.string().trim().min(1, '请填写跟进内容').check(maxChars(1000)) });
export const FollowUpdate = z.object({ id: WfId, content: FollowInput.shape.content });
export const FollowNote = z.object({ id: z.number().int(), docId: z.number().int(), userId: z.number().int(), userName: z.string(), content: z.string(), createdAt: z.string(), updatedAt: z.string() });

export const EmpWorkingInput = z.object({ a: WfId, b: WfId });
export const EmpWorking = z.object({ working: z.boolean(), pendingTasks: z.number().int(), templateSlots: z.number().int(), replacedBy: z.number().int().nullable() });
const Instant = z.iso.datetime({ offset: true, error: '时间格式不正确' });
export const ReplaceInput = z.object({
  absentId: WfId,
  substituteId: WfId,
  fromAt: Instant,
  toAt: Instant,
  reason: z.string().trim().check(maxChars(200)).default(''),
  /** Also move the absent employee's open tasks now (a manual replacement). */
  movePending: z.boolean().default(true),
});
export const ReplaceResult = z.object({ id: z.number().int(), moved: z.number().int() });

export const RecvCompsInput = z.object({ kind: DocKind.default('normal') });
export const RecvCompany = z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), level: z.number().int(), type: z.string() });
export const ReceiverByCompInput = z.object({ companyId: WfId, kind: DocKind.default('normal') });
export const Receiver = z.object({ userId: z.number().int(), name: z.string(), jobName: z.string().nullable(), deptName: z.string().nullable() });
export const NoticeTodo = z.object({ count: z.number().int(), rows: z.array(NoticeItem) });
export const NoticeDeal = NoticeItem.extend({ prevId: z.number().int().nullable(), nextId: z.number().int().nullable(), docId: z.number().int().nullable() });

export type WfId = z.output<typeof WfId>;
export type DocKind = z.output<typeof DocKind>;
export type NodeType = z.output<typeof NodeType>;
export type CountersignMode = z.output<typeof CountersignMode>;
export type DocStatus = z.output<typeof DocStatus>;
export type TaskState = z.output<typeof TaskState>;
export type Decision = z.output<typeof Decision>;
export type Urgency = z.output<typeof Urgency>;
export type HandlerRule = z.output<typeof HandlerRule>;
export type TemplateNodeInput = z.output<typeof TemplateNodeInput>;
export type TemplateInput = z.output<typeof TemplateInput>;
export type TemplateNode = z.output<typeof TemplateNode>;
export type Template = z.output<typeof Template>;
export type TemplateQuery = z.output<typeof TemplateQuery>;
export type ReceiverInput = z.output<typeof ReceiverInput>;
export type DocAction = z.output<typeof DocAction>;
export type DocCommand = z.output<typeof DocCommand>;
export type DocBrief = z.output<typeof DocBrief>;
export type TaskRow = z.output<typeof TaskRow>;
export type EventRow = z.output<typeof EventRow>;
export type DocDetail = z.output<typeof DocDetail>;
export type DocDealInfo = z.output<typeof DocDealInfo>;
export type IdInput = z.output<typeof IdInput>;
export type TodoRow = z.output<typeof TodoRow>;
export type TodoQuery = z.output<typeof TodoQuery>;
export type TodoCounts = z.output<typeof TodoCounts>;
export type TodoList = z.output<typeof TodoList>;
export type DocPage = z.output<typeof DocPage>;
export type KindCode = z.output<typeof KindCode>;
export type Executing = z.output<typeof Executing>;
export type AuditOpinion = z.output<typeof AuditOpinion>;
export type Revocable = z.output<typeof Revocable>;
export type FollowUpResult = z.output<typeof FollowUpResult>;
export type ChangeFinisherInput = z.output<typeof ChangeFinisherInput>;
export type Beginning = z.output<typeof Beginning>;
export type FollowInput = z.output<typeof FollowInput>;
export type FollowUpdate = z.output<typeof FollowUpdate>;
export type FollowNote = z.output<typeof FollowNote>;
export type EmpWorkingInput = z.output<typeof EmpWorkingInput>;
export type EmpWorking = z.output<typeof EmpWorking>;
export type ReplaceInput = z.output<typeof ReplaceInput>;
export type ReplaceResult = z.output<typeof ReplaceResult>;
export type RecvCompsInput = z.output<typeof RecvCompsInput>;
export type RecvCompany = z.output<typeof RecvCompany>;
export type ReceiverByCompInput = z.output<typeof ReceiverByCompInput>;
export type Receiver = z.output<typeof Receiver>;
export type NoticeTodo = z.output<typeof NoticeTodo>;
export type NoticeDeal = z.output<typeof NoticeDeal>;
