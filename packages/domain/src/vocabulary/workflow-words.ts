// 公文's codes beside the domain's DOC_KINDS, NODE_TYPES and COUNTERSIGN_MODES (workflow/types.ts), declared once:
// the contracts' enums and the database's CHECKs are made from them.

export const DOC_STATUSES = ['draft', 'running', 'suspended', 'finished', 'terminated'] as const;
export const WF_TASK_STATES = ['pending', 'done', 'cancelled'] as const;
export const WF_DECISIONS = ['agree', 'disagree', 'return'] as const;
/** 1 普通, 2 急, 3 特急. */
export const DOC_URGENCIES = ['1', '2', '3'] as const;
/** A node's handler: a person, a job, a department, or chosen at sending. */
export const NODE_HANDLER_KINDS = ['person', 'job', 'dept', 'chosen'] as const;
/** What a transition of a document records. */
export const WF_TRANSITION_ACTIONS = [
  'create',
  'send',
  'agree',
  'disagree',
  'return',
  'revoke',
  'finish',
  'suspend',
  'resume',
  'terminate',
  'change_finisher',
  'follow_up',
  'replace',
] as const;
/** The audit trail: a transition, or 推送 of a finished document to more receivers. */
export const WF_EVENT_ACTIONS = [...WF_TRANSITION_ACTIONS, 'push'] as const;
