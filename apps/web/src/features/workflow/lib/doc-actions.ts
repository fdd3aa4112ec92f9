import type { DocDetail, NodeType, TaskRow } from '@pm/contracts';

export type ActionKey =
  | 'agree'
  | 'disagree'
  | 'return'
  | 'send'
  | 'edit'
  | 'revoke'
  | 'finish'
  | 'suspend'
  | 'resume'
  | 'terminate'
  | 'changeFinisher'
  | 'followUp';

/** What agreeing is called at each kind of node (the 完结 task's agree is the 办结). */
export const AGREE_LABEL: Record<NodeType, string> = {
  发起: 'actions.agree',
  审核: 'actions.agree',
  会签: 'actions.countersign',
  签批: 'actions.sign',
  审结: 'actions.conclude',
  定稿: 'actions.finalise',
  完结: 'actions.finish',
  跟催: 'actions.read',
};

export interface DocActions {
  /** My open task on the document. */
  task: TaskRow | null;
  /** i18n key of the agree button. */
  agreeLabel: string;
  actions: ActionKey[];
}

/**
 * The buttons a document shows to this user, from what the server says they may do (`can`, judged
 * by the domain). 撤回 also shows to anyone whose step may still be revocable from what the page
 * knows (a participant of a document in progress): when the next holder has acted meanwhile the
 * server's refusal says so (下一节点已处理，不能撤回).
 */
export function docActions(doc: DocDetail, userId: number): DocActions {
  const task = doc.myTaskId === null ? null : (doc.tasks.find((t) => t.id === doc.myTaskId) ?? null);
  const actions: ActionKey[] = [];
  const can = doc.can;
  if (can.act && task) {
    actions.push('agree');
    if (task.blocking && task.nodeType !== '完结') actions.push('disagree', 'return');
  }
  if (can.send) actions.push('edit', 'send');
  const inProgress = doc.status === 'running' || doc.status === 'draft';
  // my latest step may have opened the node the document is at: only then can it still be taken back
  const mine = doc.tasks.filter((t) => t.assigneeId === userId && t.state === 'done' && t.doneAt);
  const lastNode = mine.length ? mine.reduce((a, b) => ((a.doneAt ?? '') >= (b.doneAt ?? '') ? a : b)).node : null;
  const mayRevoke = inProgress && !task && lastNode !== null && lastNode >= doc.currentNode - 1;
  if (can.revoke || mayRevoke) actions.push('revoke');
  if (can.finish && task?.nodeType !== '完结') actions.push('finish');
  if (can.followUp) actions.push('followUp');
  if (can.changeFinisher) actions.push('changeFinisher');
  if (can.suspend) actions.push('suspend');
  if (can.resume) actions.push('resume');
  if (can.terminate) actions.push('terminate');
  return { task, agreeLabel: AGREE_LABEL[task?.nodeType ?? '审核'], actions };
}

/** Opinion needed before deciding this way (the domain's rule; the server refuses it too). */
export const needsOpinion = (action: ActionKey) => action === 'disagree' || action === 'return' || action === 'suspend' || action === 'terminate';
