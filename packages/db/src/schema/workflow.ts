import { sql } from 'drizzle-orm';
import {
  COUNTERSIGN_MODES,
  DOC_KINDS,
  DOC_STATUSES,
  DOC_URGENCIES,
  NODE_HANDLER_KINDS,
  NODE_TYPES,
  WF_DECISIONS,
  WF_EVENT_ACTIONS,
  WF_TASK_STATES,
} from '@pm/domain';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';

// Office workflow documents (公文, issue 14; docs/decisions.md "Workflow documents").
// Templates are versioned; a version's nodes and handlers never change (packages/db/sql/workflow.sql),
// so a running document keeps the flow it started on. Every transition appends one wf_events row.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/** A flow definition per kind: normal (普通/通知), internal (内部), report (报告). */
export const wfTemplates = pgTable(
  'wf_templates',
  {
    id: id(),
    companyId: companyRef(),
    kind: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** The version new documents start on; earlier versions stay for the documents using them. */
    currentVersion: integer().notNull().default(1),
    active: boolean().notNull().default(true),
    /** Who closes documents of this template (办结人): the starter unless a person is named. */
    finisherId: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.kind),
    unique('wf_templates_name_unique').on(t.companyId, t.kind, t.name),
    check('wf_templates_kind_check', oneOf(t.kind, DOC_KINDS)),
  ],
);

/** One version of a template: written once, never changed. */
export const wfTemplateVersions = pgTable(
  'wf_template_versions',
  {
    id: id(),
    templateId: ref().notNull(),
    companyId: companyRef(),
    version: integer().notNull(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [unique('wf_template_versions_unique').on(t.templateId, t.version)],
);

/** The ordered nodes of a version (seq 0 is 发起, the last 完结). */
export const wfTemplateNodes = pgTable(
  'wf_template_nodes',
  {
    id: id(),
    versionId: ref().notNull(),
    seq: integer().notNull(),
    /** 发起 审核 会签 签批 审结 跟催 定稿 完结 */
    type: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** all | any | sequential (会签, 或签, 依次) */
    mode: varchar({ length: 12 }).notNull().default('any'),
    timeLimitHours: integer(),
  },
  (t) => [
    unique('wf_template_nodes_seq_unique').on(t.versionId, t.seq),
    check('wf_template_nodes_type_check', oneOf(t.type, NODE_TYPES)),
    check('wf_template_nodes_mode_check', oneOf(t.mode, COUNTERSIGN_MODES)),
  ],
);

/** A node's handler rules in order: a person (user id), a job, a department, or chosen at sending (ref null). */
export const wfNodeHandlers = pgTable(
  'wf_node_handlers',
  {
    id: id(),
    nodeId: ref().notNull(),
    seq: integer().notNull(),
    /** person | job | dept | chosen */
    kind: varchar({ length: 10 }).notNull(),
    ref: ref(),
  },
  (t) => [index().on(t.nodeId), check('wf_node_handlers_kind_check', oneOf(t.kind, NODE_HANDLER_KINDS))],
);

/** A document of one of the three kinds, on the template version it started with. */
export const wfDocs = pgTable(
  'wf_docs',
  {
    id: id(),
    companyId: companyRef(),
    kind: varchar({ length: 10 }).notNull(),
    templateId: ref().notNull(),
    templateVersionId: ref().notNull(),
    /** 发文字号, given at the first send from wf_doc_counters; kept through revokes and returns. */
    docNumber: varchar({ length: 60 }),
    subject: varchar({ length: 200 }).notNull(),
    /** Sanitised HTML. */
    body: text().notNull().default(''),
    houseId: ref(),
    houseName: varchar({ length: 200 }).notNull().default(''),
    /** 1 普通, 2 急, 3 特急 */
    urgency: varchar({ length: 1 }).notNull().default('1'),
    starterId: ref().notNull(),
    finisherId: ref().notNull(),
    /** draft | running | suspended | finished | terminated */
    status: varchar({ length: 12 }).notNull(),
    currentNode: integer().notNull().default(0),
    /** First task number of the current node's round (domain WfDoc.enteredAt). */
    enteredAt: integer().notNull().default(1),
    finalised: boolean().notNull().default(false),
    /** The nodes with handlers resolved to user ids at creation (domain FlowNode[]). */
    flow: jsonb().notNull(),
    /** The steps people took, for 撤回 (domain WfStep[]); the audit trail is wf_events. */
    steps: jsonb().notNull().default([]),
    createdAt: at().notNull().defaultNow(),
    sentAt: at(),
    endedAt: at(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.kind, t.status),
    index().on(t.starterId, t.createdAt),
    unique('wf_docs_number_unique').on(t.companyId, t.docNumber),
    check('wf_docs_kind_check', oneOf(t.kind, DOC_KINDS)),
    check('wf_docs_urgency_check', oneOf(t.urgency, DOC_URGENCIES)),
    check('wf_docs_status_check', oneOf(t.status, DOC_STATUSES)),
  ],
);

/** Files attached to a document (files.id). */
export const wfDocAttachments = pgTable(
  'wf_doc_attachments',
  { docId: ref().notNull(), fileId: ref().notNull(), seq: integer().notNull().default(0) },
  (t) => [primaryKey({ columns: [t.docId, t.fileId] })],
);

/** Who receives a document when it is 办结 (a notice per receiving company, in notices). */
export const wfDocReceivers = pgTable(
  'wf_doc_receivers',
  { docId: ref().notNull(), companyId: companyRef(), userId: ref().notNull() },
  (t) => [primaryKey({ columns: [t.docId, t.userId] })],
);

/** One person's work on a document at one node. */
export const wfTasks = pgTable(
  'wf_tasks',
  {
    id: id(),
    companyId: companyRef(),
    docId: ref().notNull(),
    /** Per-document number (domain WfTask.no). */
    no: integer().notNull(),
    node: integer().notNull(),
    kind: varchar({ length: 10 }).notNull(),
    assigneeId: ref().notNull(),
    /** Who the flow meant it for; differs under a replacement. */
    meantForId: ref().notNull(),
    blocking: boolean().notNull().default(true),
    /** pending | done | cancelled */
    state: varchar({ length: 10 }).notNull(),
    /** agree | disagree | return */
    decision: varchar({ length: 10 }),
    opinion: text(),
    createdAt: at().notNull(),
    doneAt: at(),
    remindedAt: at(),
  },
  (t) => [
    unique('wf_tasks_no_unique').on(t.docId, t.no),
    index('wf_tasks_todo_idx').on(t.assigneeId, t.state, t.kind),
    index().on(t.companyId, t.assigneeId, t.doneAt),
    // The to-do list (lists.repo.ts todoPage, todoCounts): only open blocking tasks, a few per person, so the
    // page is read in order (backwards: newest first, as the list's desc sort with its nulls first) and stops at its 20 rows, and the counts by kind come from the index alone
    // (bench/workflow-todo.ts: 100k documents, p95 200 ms → see bench/RESULTS.md).
    index('wf_tasks_open_page_idx').on(t.assigneeId, t.companyId, t.createdAt, t.id).where(sql`${t.state} = 'pending' and ${t.blocking}`),
    index('wf_tasks_open_kind_idx').on(t.assigneeId, t.companyId, t.kind).where(sql`${t.state} = 'pending' and ${t.blocking}`),
    check('wf_tasks_kind_check', oneOf(t.kind, DOC_KINDS)),
    check('wf_tasks_state_check', oneOf(t.state, WF_TASK_STATES)),
    check('wf_tasks_decision_check', oneOf(t.decision, WF_DECISIONS)),
  ],
);

/** The audit trail: one row per transition, in the same transaction; never updated or deleted. */
export const wfEvents = pgTable(
  'wf_events',
  {
    id: id(),
    companyId: companyRef(),
    docId: ref().notNull(),
    taskId: ref(),
    actorId: ref().notNull(),
    action: varchar({ length: 20 }).notNull(),
    fromStatus: varchar({ length: 12 }),
    toStatus: varchar({ length: 12 }).notNull(),
    opinion: text(),
    detail: jsonb().notNull().default({}),
    at: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.docId, t.id),
    check('wf_events_action_check', oneOf(t.action, WF_EVENT_ACTIONS)),
    check('wf_events_from_status_check', oneOf(t.fromStatus, DOC_STATUSES)),
    check('wf_events_to_status_check', oneOf(t.toStatus, DOC_STATUSES)),
  ],
);

/** Gapless 发文字号 serials: the last given per company, kind and year; row-locked while sending. */
export const wfDocCounters = pgTable(
  'wf_doc_counters',
  {
    companyId: companyRef(),
    kind: varchar({ length: 10 }).notNull(),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] }), check('wf_doc_counters_kind_check', oneOf(t.kind, DOC_KINDS))],
);

/** 跟进记录: notes people keep on a document. */
export const wfFollows = pgTable(
  'wf_follows',
  {
    id: id(),
    companyId: companyRef(),
    docId: ref().notNull(),
    userId: ref().notNull(),
    content: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.docId)],
);

/** An absent employee's substitute for [fromAt, toAt): new tasks go to the substitute, meant for the absent one. */
export const wfReplacements = pgTable(
  'wf_replacements',
  {
    id: id(),
    companyId: companyRef(),
    absentId: ref().notNull(),
    substituteId: ref().notNull(),
    fromAt: at().notNull(),
    toAt: at().notNull(),
    reason: varchar({ length: 200 }).notNull().default(''),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.absentId)],
);
