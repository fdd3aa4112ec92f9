import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeFinisher, finishDoc, followUp, replacePending, resumeDoc, suspendDoc, terminateDoc } from './doc-actions';
import { isEnded, pendingTasks } from './flow';
import { actOnTask, createDoc, sendDoc } from './machine';
import { WorkflowRefusal } from './refusal';
import { revoke } from './revoke';
import { node } from './test-flows';
import type { CountersignMode, FlowNode, WfContext, WfDoc } from './types';

const PEOPLE = [1, 2, 3, 4, 5];

const flowArb: fc.Arbitrary<FlowNode[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom('审核', '会签', '签批', '审结', '跟催', '定稿' as const),
      mode: fc.constantFrom<CountersignMode>('all', 'any', 'sequential'),
      handlers: fc.uniqueArray(fc.constantFrom(...PEOPLE), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 5 },
  )
  .map((middle) => [node('发起', []), ...middle.map((m) => node(m.type, m.handlers, m.mode)), node('完结', [])]);

const actionArb = fc.record({
  kind: fc.constantFrom('send', 'act', 'act', 'act', 'act', 'revoke', 'finish', 'suspend', 'resume', 'terminate', 'finisher', 'follow', 'replace'),
  actor: fc.constantFrom(...PEOPLE),
  other: fc.constantFrom(...PEOPLE),
  pick: fc.nat(),
  decision: fc.constantFrom('agree', 'agree', 'agree', 'disagree', 'return' as const),
});
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

function step(d: WfDoc, a: Action, ctx: WfContext): WfDoc {
  const open = pendingTasks(d);
  switch (a.kind) {
    case 'send':
      return sendDoc(d, ctx).doc;
    case 'act': {
      const t = open[a.pick % Math.max(open.length, 1)];
      // Mostly the holder acts (so flows progress); sometimes someone else tries.
      const actor = t && a.pick % 5 !== 0 ? t.assignee : a.actor;
      return actOnTask(d, t?.no ?? 1, a.decision, '意见', { ...ctx, actor }).doc;
    }
    case 'revoke':
      return revoke(d, ctx).doc;
    case 'finish':
      // Mostly the finisher tries (so documents do finish); sometimes someone else.
      return finishDoc(d, { ...ctx, actor: a.pick % 5 !== 0 ? d.finisher : a.actor }).doc;
    case 'suspend':
      return suspendDoc(d, ctx, '暂停').doc;
    case 'resume':
      return resumeDoc(d, ctx).doc;
    case 'terminate':
      return terminateDoc(d, ctx, '终止').doc;
    case 'finisher':
      return changeFinisher(d, ctx, { emp: a.other, active: true }).doc;
    case 'follow':
      return followUp(d, ctx).doc;
    case 'replace':
      return replacePending(d, ctx, a.actor, a.other).doc;
  }
  return d;
}

describe('workflow transitions: properties', () => {
  it('no sequence of actions leaves an ended document with open tasks, or acts on an ended one', () => {
    const reached = { finished: 0, terminated: 0 };
    fc.assert(
      fc.property(flowArb, fc.array(actionArb, { maxLength: 50 }), (nodes, actions) => {
        let d = createDoc({ starter: 1, finisher: 5, nodes }, { actor: 1, at: '2024-01-01T00:00:00Z' }).doc;
        let minute = 0;
        for (const a of actions) {
          const ctx = { actor: a.actor, at: new Date(Date.UTC(2024, 0, 1, 0, minute++ * 11)).toISOString() };
          const before = d;
          try {
            d = step(d, a, ctx);
          } catch (e) {
            if (!(e instanceof WorkflowRefusal)) throw e;
            expect(d).toBe(before);
          }
          if (isEnded(d)) expect(pendingTasks(d)).toEqual([]);
          // Every open blocking task is on the current node, or the document is a draft with its starter.
          for (const t of pendingTasks(d).filter((x) => x.blocking)) expect(t.node).toBe(d.current);
          if (d.status === 'draft') expect(pendingTasks(d).map((t) => t.meantFor)).toEqual([d.starter]);
          expect(d.tasks.map((t) => t.no)).toEqual(d.tasks.map((_, i) => i + 1));
        }
        if (d.status === 'finished' || d.status === 'terminated') reached[d.status]++;
      }),
      { numRuns: 250 },
    );
    // The sequences do reach both ends, so the property is not vacuous.
    expect(reached.finished, JSON.stringify(reached)).toBeGreaterThan(10);
    expect(reached.terminated).toBeGreaterThan(10);
  }, 60_000);
});
