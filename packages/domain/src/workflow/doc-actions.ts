// Whole-document actions: 办结, 中止/恢复, 终止, 变更办结人, 跟催, and moving an absent employee's tasks.
import { actsFor, assigneeFor } from './replacement';
import { refusals } from './refusal';
import { clone, endDoc, event, isEnded, ownsDoc } from './flow';
import type { WfContext, WfDoc, WfResult } from './types';

/** 办结: only the finisher (or their substitute) closes a running document; open tasks are cancelled. */
export function finishDoc(doc: WfDoc, ctx: WfContext): WfResult {
  if (isEnded(doc)) throw refusals.ended();
  if (doc.status === 'suspended') throw refusals.suspended();
  if (doc.status !== 'running') throw refusals.notRunning();
  if (!actsFor(ctx.actor, doc.finisher, ctx.at, ctx.replacements)) throw refusals.notFinisher();
  const d = clone(doc);
  const closed = endDoc(d, 'finished');
  return { doc: d, event: event('finish', ctx, doc.status, d, { detail: { closed } }) };
}

/** 中止: a running document is held; nobody can act until it is resumed. */
export function suspendDoc(doc: WfDoc, ctx: WfContext, reason: string): WfResult {
  if (isEnded(doc)) throw refusals.ended();
  if (doc.status !== 'running') throw refusals.notRunning();
  if (!ownsDoc(doc, ctx)) throw refusals.notStarter();
  if (!reason.trim()) throw refusals.opinionRequired();
  const d = clone(doc);
  d.status = 'suspended';
  return { doc: d, event: event('suspend', ctx, doc.status, d, { opinion: reason.trim() }) };
}

export function resumeDoc(doc: WfDoc, ctx: WfContext): WfResult {
  if (doc.status !== 'suspended') throw refusals.notSuspended();
  if (!ownsDoc(doc, ctx)) throw refusals.notStarter();
  const d = clone(doc);
  d.status = 'running';
  return { doc: d, event: event('resume', ctx, doc.status, d) };
}

/** 终止: final; every open task is cancelled and nothing can act on the document again. */
export function terminateDoc(doc: WfDoc, ctx: WfContext, reason: string): WfResult {
  if (isEnded(doc)) throw refusals.ended();
  if (!ownsDoc(doc, ctx)) throw refusals.notStarter();
  if (!reason.trim()) throw refusals.opinionRequired();
  const d = clone(doc);
  const closed = endDoc(d, 'terminated');
  return { doc: d, event: event('terminate', ctx, doc.status, d, { opinion: reason.trim(), detail: { closed } }) };
}

/** 变更办结人: a document not yet ended gets a new, active finisher; an open 完结 task follows them. */
export function changeFinisher(doc: WfDoc, ctx: WfContext, next: { emp: number; active: boolean }): WfResult {
  if (isEnded(doc)) throw refusals.ended();
  if (!ownsDoc(doc, ctx)) throw refusals.notStarter();
  if (!next.active) throw refusals.inactiveEmployee();
  if (next.emp === doc.finisher) throw refusals.sameFinisher();
  const d = clone(doc);
  const previous = d.finisher;
  d.finisher = next.emp;
  const moved: number[] = [];
  for (const t of d.tasks)
    if (t.state === 'pending' && d.nodes[t.node]!.type === '完结') {
      t.meantFor = next.emp;
      t.assignee = assigneeFor(next.emp, ctx.at, ctx.replacements);
      moved.push(t.no);
    }
  return { doc: d, event: event('change_finisher', ctx, doc.status, d, { detail: { previous, finisher: next.emp, moved } }) };
}

/** Minutes between two reminders of one task (proposed in the workflow note, rule 10). */
export const FOLLOW_UP_MINUTES = 10;

/**
 * 跟催: reminds the holders of the open tasks; a task reminded less than FOLLOW_UP_MINUTES ago is
 * skipped, and when every open task was, the reminder is refused. State does not change otherwise.
 */
export function followUp(doc: WfDoc, ctx: WfContext, minutes = FOLLOW_UP_MINUTES): WfResult {
  if (isEnded(doc)) throw refusals.ended();
  if (doc.status !== 'running') throw refusals.notRunning();
  const participant = ownsDoc(doc, ctx) || doc.tasks.some((t) => t.assignee === ctx.actor || t.meantFor === ctx.actor);
  if (!participant) throw refusals.notParticipant();
  const open = doc.tasks.filter((t) => t.state === 'pending' && t.blocking);
  if (open.length === 0) throw refusals.nothingToFollow();
  const now = Date.parse(ctx.at);
  const due = open.filter((t) => t.remindedAt === null || now - Date.parse(t.remindedAt) >= minutes * 60_000);
  if (due.length === 0) throw refusals.followUpTooSoon();
  const d = clone(doc);
  const reminded = due.map((t) => t.no);
  for (const t of d.tasks) if (reminded.includes(t.no)) t.remindedAt = ctx.at;
  return {
    doc: d,
    event: event('follow_up', ctx, doc.status, d, { detail: { reminded, to: due.map((t) => t.assignee) } }),
  };
}

/**
 * A manual replacement: the absent employee's open tasks go to the substitute, each keeping who it was
 * meant for. Replacing someone with themselves is refused; whether the substitute works is the caller's check.
 */
export function replacePending(doc: WfDoc, ctx: WfContext, absent: number, substitute: number): WfResult {
  if (absent === substitute) throw refusals.replaceSelf();
  const d = clone(doc);
  const moved: number[] = [];
  for (const t of d.tasks)
    if (t.state === 'pending' && t.assignee === absent) {
      t.assignee = substitute;
      moved.push(t.no);
    }
  return { doc: d, event: event('replace', ctx, doc.status, d, { detail: { absent, substitute, moved } }) };
}
