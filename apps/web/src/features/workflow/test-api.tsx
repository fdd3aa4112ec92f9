import type { DocBrief, DocDetail, TaskRow, TodoList } from '@pm/contracts';
import { useEffect } from 'react';
import { finishDialog, useDialogQueue } from '../../shared/dialogs';
import { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';

export { ok, stubApi, type Answer, type Call };
/** A workflow refusal as the server sends it: HTTP 409, envelope code 1, the Chinese message. */
export const refuse = (msg: string, errorCode = 'workflow.refused') =>
  new Response(JSON.stringify({ code: 1, msg, errorCode }), { status: 409, headers: { 'content-type': 'application/json' } });
export { refusal };

/** Answers the shell's confirm dialogs (a component test has no shell). */
export function DialogAnswer({ answer }: { answer: boolean }) {
  const request = useDialogQueue();
  useEffect(() => {
    if (!request || request.kind !== 'confirm') return;
    request.resolve(answer);
    finishDialog(request);
  }, [request, answer]);
  return null;
}

export const brief = (id: number, over: Partial<DocBrief> = {}): DocBrief => ({
  id,
  kind: 'report',
  docNumber: `安居报〔2026〕${id}号`,
  subject: `工作报告${id}`,
  urgency: '1',
  status: 'running',
  templateName: '项目工作报告',
  currentNodeName: '部门会签',
  starterId: 3,
  starterName: '李秀英',
  finisherId: 10,
  finisherName: '黄志明',
  houseName: '',
  createdAt: '2026-11-20T01:00:00.000Z',
  sentAt: '2026-11-20T01:00:00.000Z',
  endedAt: null,
  ...over,
});

export const todoList = (rows: DocBrief[], counts: Partial<TodoList> = {}): TodoList => ({
  normalDocCount: 0,
  internalDocCount: 0,
  reportDocCount: rows.length,
  total: rows.length,
  rows: rows.map((r, i) => ({ ...r, taskId: 100 + i, nodeName: r.currentNodeName, receivedAt: '2026-11-21T02:00:00.000Z', meantForName: '王晓燕' })),
  ...counts,
});

const task = (id: number, node: number, nodeType: TaskRow['nodeType'], who: [number, string], over: Partial<TaskRow> = {}): TaskRow => ({
  id,
  no: id,
  node,
  nodeName: ['拟稿', '项目经理审核', '部门会签', '办结'][node] ?? '',
  nodeType,
  assigneeId: who[0],
  assigneeName: who[1],
  meantForId: who[0],
  meantForName: who[1],
  blocking: true,
  state: 'done',
  decision: 'agree',
  opinion: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  doneAt: '2026-11-20T02:00:00.000Z',
  remindedAt: null,
  ...over,
});

const can = { act: false, send: false, revoke: false, finish: false, suspend: false, resume: false, terminate: false, changeFinisher: false, followUp: false };

/** A 项目工作报告 at 部门会签: 李秀英 sent it, 黄志明 agreed, 王晓燕 (user 1) and 李秀英 countersign. */
export function detail(over: Partial<DocDetail> = {}): DocDetail {
  return {
    ...brief(7),
    templateId: 4,
    templateVersion: 1,
    body: '<p>本月完成报修 40 件</p><script>alert(1)</script>',
    houseId: null,
    finalised: false,
    currentNode: 2,
    nodes: [
      { seq: 0, type: '发起', name: '拟稿', mode: 'any', handlerIds: [] },
      { seq: 1, type: '审核', name: '项目经理审核', mode: 'any', handlerIds: [10] },
      { seq: 2, type: '会签', name: '部门会签', mode: 'all', handlerIds: [1, 3] },
      { seq: 3, type: '完结', name: '办结', mode: 'any', handlerIds: [10] },
    ],
    attachments: [],
    receivers: [],
    tasks: [
      task(1, 0, '发起', [3, '李秀英']),
      task(2, 1, '审核', [10, '黄志明'], { opinion: '内容属实' }),
      task(3, 2, '会签', [1, '王晓燕'], { state: 'pending', decision: null, doneAt: null }),
      task(4, 2, '会签', [3, '李秀英'], { state: 'pending', decision: null, doneAt: null }),
    ],
    myTaskId: 3,
    can: { ...can, act: true, followUp: true },
    ...over,
  };
}

export const trail = {
  doc: brief(7),
  nodes: [],
  tasks: [],
  events: [
    { id: 1, action: 'create', actorId: 3, actorName: '李秀英', taskId: null, fromStatus: null, toStatus: 'draft', opinion: null, at: '2026-11-20T01:00:00.000Z' },
    { id: 2, action: 'send', actorId: 3, actorName: '李秀英', taskId: 1, fromStatus: 'draft', toStatus: 'running', opinion: null, at: '2026-11-20T01:00:00.000Z' },
    { id: 3, action: 'agree', actorId: 10, actorName: '黄志明', taskId: 2, fromStatus: 'running', toStatus: 'running', opinion: '内容属实', at: '2026-11-20T02:00:00.000Z' },
  ],
};
