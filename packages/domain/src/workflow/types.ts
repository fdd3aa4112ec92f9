// The office workflow (公文) as data: a flow snapshot taken from a template version when the document
// is created, its tasks, and the steps people took (the revocable history). No I/O here.

import type { DOC_STATUSES, WF_DECISIONS, WF_TASK_STATES, WF_TRANSITION_ACTIONS } from '../vocabulary/workflow-words';

/** Template node types (spec section 9). 中止 and 终止 are document actions, not template nodes. */
export const NODE_TYPES = ['发起', '审核', '会签', '签批', '审结', '跟催', '定稿', '完结'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Every workflow type the spec names, template nodes and document actions alike. */
export const WORKFLOW_TYPES = ['发起', '审核', '会签', '签批', '审结', '中止', '跟催', '定稿', '完结', '终止'] as const;

/** 会签 modes: all must act (会签), the first one decides (或签), one after another (依次). */
export const COUNTERSIGN_MODES = ['all', 'any', 'sequential'] as const;
export type CountersignMode = (typeof COUNTERSIGN_MODES)[number];

/** Document kinds: 普通 (ordinary notice), 内部 (internal), 报告 (report). */
export const DOC_KINDS = ['normal', 'internal', 'report'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

export type DocStatus = (typeof DOC_STATUSES)[number];
export type TaskState = (typeof WF_TASK_STATES)[number];
export type Decision = (typeof WF_DECISIONS)[number];

/** A node of a running document with its handlers resolved to employee ids (in order: 依次 uses it). */
export interface FlowNode {
  type: NodeType;
  name: string;
  mode: CountersignMode;
  handlers: number[];
}

export interface WfTask {
  /** Per-document task number, 1, 2, 3 … in creation order. */
  no: number;
  node: number;
  /** Who holds the task now (a substitute during a replacement). */
  assignee: number;
  /** Who the task was meant for by the flow; differs from assignee under a replacement. */
  meantFor: number;
  /** 跟催 nodes' tasks do not hold up the flow. */
  blocking: boolean;
  state: TaskState;
  decision: Decision | null;
  opinion: string | null;
  createdAt: string;
  doneAt: string | null;
  remindedAt: string | null;
}

/** One thing a person did that moved the flow: what it closed, what it opened, where the flow was. */
export interface WfStep {
  actor: number;
  task: number;
  node: number;
  closed: number[];
  opened: number[];
  before: { status: DocStatus; current: number; enteredAt: number; finalised: boolean };
  after: { status: DocStatus; current: number };
  revoked: boolean;
}

export interface WfDoc {
  status: DocStatus;
  starter: number;
  finisher: number;
  nodes: FlowNode[];
  /** Index of the node the flow is at. */
  current: number;
  /** First task number of the current node's present round (依次 counts from here). */
  enteredAt: number;
  /** Set by 定稿: the body may no longer change. */
  finalised: boolean;
  tasks: WfTask[];
  steps: WfStep[];
}

/** An absent employee's substitute for [from, to) (ISO timestamps). */
export interface Replacement {
  absent: number;
  substitute: number;
  from: string;
  to: string;
}

export interface WfContext {
  actor: number;
  /** ISO timestamp of the action. */
  at: string;
  replacements?: readonly Replacement[];
  /** An administrator (sa) may 中止/终止 and change the finisher like the starter. */
  privileged?: boolean;
}

export type WfEventAction = (typeof WF_TRANSITION_ACTIONS)[number];

/** What the audit trail records for one transition. */
export interface WfEvent {
  action: WfEventAction;
  actor: number;
  task: number | null;
  fromStatus: DocStatus | null;
  toStatus: DocStatus;
  opinion: string | null;
  /** Task numbers opened and closed, the node left and entered, and action-specific facts. */
  detail: Record<string, unknown>;
}

export interface WfResult {
  doc: WfDoc;
  event: WfEvent;
}
