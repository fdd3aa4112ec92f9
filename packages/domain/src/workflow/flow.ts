// Shared moves of the flow: opening a node's tasks, cancelling what is left, the finish of a document.
import { assigneeFor } from './replacement';
import { refusals } from './refusal';
import type { DocStatus, WfContext, WfDoc, WfEvent, WfEventAction, WfTask } from './types';

export const ENDED: readonly DocStatus[] = ['finished', 'terminated'];
export const isEnded = (d: WfDoc) => ENDED.includes(d.status);

export const pendingTasks = (d: WfDoc) => d.tasks.filter((t) => t.state === 'pending');

export const clone = (d: WfDoc): WfDoc => structuredClone(d);

export function newTask(d: WfDoc, node: number, meantFor: number, ctx: WfContext, blocking = true): WfTask {
  const task: WfTask = {
    no: d.tasks.length + 1,
    node,
    assignee: assigneeFor(meantFor, ctx.at, ctx.replacements),
    meantFor,
    blocking,
    state: 'pending',
    decision: null,
    opinion: null,
    createdAt: ctx.at,
    doneAt: null,
    remindedAt: null,
  };
  d.tasks.push(task);
  return task;
}

/**
 * Enters node `index` and opens its tasks; a 跟催 node opens non-blocking reminders and the flow moves
 * straight on. Returns the task numbers opened.
 */
export function enterNode(d: WfDoc, index: number, ctx: WfContext): number[] {
  const opened: number[] = [];
  for (let i = index; i < d.nodes.length; i++) {
    const node = d.nodes[i]!;
    d.current = i;
    d.enteredAt = d.tasks.length + 1;
    const handlers = node.type === '完结' ? [d.finisher] : [...new Set(node.handlers)];
    if (handlers.length === 0) throw refusals.noHandlers();
    if (node.type === '跟催') {
      for (const h of handlers) opened.push(newTask(d, i, h, ctx, false).no);
      continue;
    }
    const first = node.type === '会签' && node.mode === 'sequential' ? handlers.slice(0, 1) : handlers;
    for (const h of first) opened.push(newTask(d, i, h, ctx).no);
    return opened;
  }
  throw refusals.noHandlers();
}

/** Cancels pending tasks matching `which`; returns their numbers. */
export function cancelPending(d: WfDoc, which: (t: WfTask) => boolean): number[] {
  const closed: number[] = [];
  for (const t of d.tasks)
    if (t.state === 'pending' && which(t)) {
      t.state = 'cancelled';
      closed.push(t.no);
    }
  return closed;
}

/** Ends the document: every open task is cancelled, so nothing waits on a closed document. */
export function endDoc(d: WfDoc, status: 'finished' | 'terminated'): number[] {
  d.status = status;
  return cancelPending(d, () => true);
}

export function event(
  action: WfEventAction,
  ctx: WfContext,
  from: DocStatus | null,
  d: WfDoc,
  extra: { task?: number | null; opinion?: string | null; detail?: Record<string, unknown> } = {},
): WfEvent {
  return {
    action,
    actor: ctx.actor,
    task: extra.task ?? null,
    fromStatus: from,
    toStatus: d.status,
    opinion: extra.opinion ?? null,
    detail: { node: d.current, ...extra.detail },
  };
}

/** The starter, the finisher or an administrator: who may 中止, 终止 and change the finisher. */
export function ownsDoc(d: WfDoc, ctx: WfContext): boolean {
  return ctx.privileged === true || ctx.actor === d.starter || ctx.actor === d.finisher;
}
