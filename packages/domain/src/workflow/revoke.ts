// 撤回: a person takes back their last step while nobody has acted on what it opened.
import { refusals } from './refusal';
import { clone, event } from './flow';
import type { WfContext, WfDoc, WfResult, WfStep } from './types';

/** The actor's revocable step, or the refusal saying why there is none. */
function revocableStep(doc: WfDoc, actor: number): { index: number; step: WfStep } {
  if (doc.status === 'finished' || doc.status === 'terminated') throw refusals.ended();
  if (doc.status === 'suspended') throw refusals.suspended();
  let index = -1;
  for (let i = doc.steps.length - 1; i >= 0; i--)
    if (doc.steps[i]!.actor === actor) {
      index = i;
      break;
    }
  const step = doc.steps[index];
  if (!step || step.revoked) throw refusals.nothingToRevoke();
  const byNo = new Map(doc.tasks.map((t) => [t.no, t]));
  if (step.opened.some((no) => byNo.get(no)!.blocking && byNo.get(no)!.state === 'done')) throw refusals.nextNodeActed();
  // Later steps may only be other hands on the same node; anything that moved the flow since wins.
  const here = step.after;
  const moved = doc.steps
    .slice(index + 1)
    .some((s) => !s.revoked && (s.before.current !== here.current || s.after.current !== here.current || s.after.status !== here.status));
  if (moved || doc.current !== here.current || doc.status !== here.status) throw refusals.flowMoved();
  return { index, step };
}

/** Whether the actor could revoke now (getRevocableDoc). */
export function canRevoke(doc: WfDoc, actor: number): boolean {
  try {
    revocableStep(doc, actor);
    return true;
  } catch {
    return false;
  }
}

/**
 * Undoes the actor's last step: the tasks it opened are cancelled, the tasks it closed are open again
 * (W6: the reviewer's task reopened; W4: the starter's revoke puts the document back to draft).
 */
export function revoke(doc: WfDoc, ctx: WfContext): WfResult {
  const { index } = revocableStep(doc, ctx.actor);
  const d = clone(doc);
  const from = d.status;
  const step = d.steps[index]!;
  const byNo = new Map(d.tasks.map((t) => [t.no, t]));
  const cancelled: number[] = [];
  for (const no of step.opened) {
    const t = byNo.get(no)!;
    if (t.state === 'pending') {
      t.state = 'cancelled';
      cancelled.push(no);
    }
  }
  for (const no of step.closed) {
    const t = byNo.get(no)!;
    Object.assign(t, { state: 'pending', decision: null, opinion: null, doneAt: null });
  }
  d.status = step.before.status;
  d.current = step.before.current;
  d.enteredAt = step.before.enteredAt;
  d.finalised = step.before.finalised;
  step.revoked = true;
  return { doc: d, event: event('revoke', ctx, from, d, { task: step.task, detail: { cancelled, reopened: step.closed } }) };
}
