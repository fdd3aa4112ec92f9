// 发起 and the handling of tasks: agree, disagree, return with an opinion; node completion by its mode.
import { actsFor } from './replacement';
import { refusals } from './refusal';
import { cancelPending, clone, endDoc, enterNode, event, newTask } from './flow';
import type { Decision, FlowNode, WfContext, WfDoc, WfResult, WfStep, WfTask } from './types';

/** A new document in draft: the flow snapshot and the starter's 发起 task. */
export function createDoc(input: { starter: number; finisher: number; nodes: FlowNode[] }, ctx: WfContext): WfResult {
  if (input.nodes[0]?.type !== '发起' || input.nodes.at(-1)?.type !== '完结') throw refusals.noHandlers();
  const d: WfDoc = {
    status: 'draft',
    starter: input.starter,
    finisher: input.finisher,
    nodes: structuredClone(input.nodes),
    current: 0,
    enteredAt: 1,
    finalised: false,
    tasks: [],
    steps: [],
  };
  const t = newTask(d, 0, input.starter, { ...ctx, replacements: [] });
  return { doc: d, event: event('create', ctx, null, d, { task: t.no }) };
}

/** 发起: the starter sends a draft (new, returned or revoked); the first node after 发起 gets its tasks. */
export function sendDoc(doc: WfDoc, ctx: WfContext): WfResult {
  if (doc.status !== 'draft') throw refusals.notDraft();
  const start = doc.tasks.find((t) => t.node === 0 && t.state === 'pending');
  if (!start || start.assignee !== ctx.actor) throw refusals.notStarter();
  return actOnTask(doc, start.no, 'agree', null, ctx);
}

/**
 * One handler's decision on a pending task. agree moves the node on by its mode; disagree on a 会签
 * is recorded and counts as acted, elsewhere it sends the document back to the starter; return sends
 * it to the previous node. disagree and return need an opinion.
 */
export function actOnTask(doc: WfDoc, taskNo: number, decision: Decision, opinion: string | null, ctx: WfContext): WfResult {
  if (doc.status === 'finished' || doc.status === 'terminated') throw refusals.ended();
  if (doc.status === 'suspended') throw refusals.suspended();
  const found = doc.tasks.find((t) => t.no === taskNo);
  if (!found || !actsFor(ctx.actor, found.assignee, ctx.at, ctx.replacements)) throw refusals.notYourTask();
  if (found.state !== 'pending') throw refusals.taskHandled();
  const text = opinion?.trim() ? opinion.trim() : null;
  if (decision !== 'agree' && !text) throw refusals.opinionRequired();
  const node = doc.nodes[found.node]!;
  if (found.node === 0 && decision !== 'agree') throw refusals.noReturnTarget();

  const d = clone(doc);
  const from = d.status;
  const t = d.tasks.find((x) => x.no === taskNo)!;
  const step: WfStep = {
    actor: ctx.actor,
    task: t.no,
    node: t.node,
    closed: [t.no],
    opened: [],
    before: { status: d.status, current: d.current, enteredAt: d.enteredAt, finalised: d.finalised },
    after: { status: d.status, current: d.current },
    revoked: false,
  };
  t.state = 'done';
  t.decision = decision;
  t.opinion = text;
  t.doneAt = ctx.at;

  if (t.blocking) {
    if (decision === 'return') returnToPrevious(d, t, step, ctx);
    else if (decision === 'disagree' && node.type !== '会签') backToStarter(d, step, ctx);
    else moveOn(d, t, step, ctx);
  }
  step.after = { status: d.status, current: d.current };
  d.steps.push(step);
  const action = t.node === 0 ? 'send' : d.status === 'finished' ? 'finish' : decision;
  return {
    doc: d,
    event: event(action, ctx, from, d, {
      task: t.no,
      opinion: text,
      detail: { fromNode: step.before.current, opened: step.opened, closed: step.closed },
    }),
  };
}

/** agree (or a 会签 disagree): the node completes by its mode, then the flow enters the next node. */
function moveOn(d: WfDoc, t: WfTask, step: WfStep, ctx: WfContext): void {
  const k = t.node;
  const node = d.nodes[k]!;
  const round = d.tasks.filter((x) => x.node === k && x.no >= d.enteredAt && x.blocking);
  if (node.type === '会签' && node.mode === 'all' && round.some((x) => x.state === 'pending')) return;
  if (node.type === '会签' && node.mode === 'sequential') {
    const handlers = [...new Set(node.handlers)];
    const acted = round.filter((x) => x.state === 'done').length;
    const nextHandler = handlers[acted];
    if (nextHandler !== undefined) {
      step.opened.push(newTask(d, k, nextHandler, ctx).no);
      return;
    }
  }
  step.closed.push(...cancelPending(d, (x) => x.node === k && x.blocking));
  if (node.type === '定稿') d.finalised = true;
  if (node.type === '完结') {
    step.closed.push(...endDoc(d, 'finished'));
    return;
  }
  if (k === 0) d.status = 'running';
  step.opened.push(...enterNode(d, k + 1, ctx));
}

/** return: the previous node that holds the flow (跟催 skipped) gets new tasks; before it, the starter. */
function returnToPrevious(d: WfDoc, t: WfTask, step: WfStep, ctx: WfContext): void {
  let p = t.node - 1;
  while (p > 0 && d.nodes[p]!.type === '跟催') p--;
  if (p <= 0) {
    backToStarter(d, step, ctx);
    return;
  }
  step.closed.push(...cancelPending(d, (x) => x.node === t.node && x.blocking));
  step.opened.push(...enterNode(d, p, ctx));
}

/** The document goes back to its starter as a draft, to be edited and sent again. */
function backToStarter(d: WfDoc, step: WfStep, ctx: WfContext): void {
  step.closed.push(...cancelPending(d, () => true));
  d.status = 'draft';
  d.current = 0;
  d.enteredAt = d.tasks.length + 1;
  d.finalised = false;
  step.opened.push(newTask(d, 0, d.starter, ctx).no);
}

/** Whether `task` may be acted on by `actor` now (the to-do list's action buttons). */
export function canAct(doc: WfDoc, taskNo: number, ctx: WfContext): boolean {
  const t = doc.tasks.find((x) => x.no === taskNo);
  return doc.status !== 'suspended' && !!t && t.state === 'pending' && actsFor(ctx.actor, t.assignee, ctx.at, ctx.replacements);
}
