// Flows the workflow tests share (not a test file: imported by them).
import type { FlowNode, NodeType, WfContext, CountersignMode } from './types';

export const STARTER = 1;
export const REVIEWER = 2;
export const [A, B, C] = [11, 12, 13] as const;
export const LEADER = 20;
export const FINISHER = 30;

export const node = (type: NodeType, handlers: number[], mode: CountersignMode = 'any', name: string = type): FlowNode => ({
  type,
  name,
  mode,
  handlers,
});

/** 发起 → 审核 → 会签 (A, B, C) → 签批 → 完结 */
export const reportFlow = (mode: CountersignMode = 'all'): FlowNode[] => [
  node('发起', []),
  node('审核', [REVIEWER]),
  node('会签', [A, B, C], mode),
  node('签批', [LEADER]),
  node('完结', []),
];

let clock = Date.parse('2024-05-03T01:00:00Z');
/** A context one minute after the previous one. */
export const as = (actor: number, extra: Partial<WfContext> = {}): WfContext => {
  clock += 60_000;
  return { actor, at: new Date(clock).toISOString(), ...extra };
};
