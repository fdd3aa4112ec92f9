import { describe, expect, it } from 'vitest';
import { changeFinisher, finishDoc, followUp, replacePending, resumeDoc, suspendDoc, terminateDoc } from './doc-actions';
import { actOnTask, createDoc, sendDoc } from './machine';
import { canRevoke, revoke } from './revoke';
import { pendingTasks } from './flow';
import { confirmNotice, receivingCompanies } from './receivers';
import { A, as, B, C, FINISHER, LEADER, node, reportFlow, REVIEWER, STARTER } from './test-flows';
import type { WfDoc, WfEvent, WfResult } from './types';

const open = (d: WfDoc) => pendingTasks(d).map((t) => [d.nodes[t.node]!.type, t.assignee]);
const taskOf = (d: WfDoc, who: number) => {
  const t = pendingTasks(d).find((x) => x.assignee === who);
  if (!t) throw new Error(`no open task for ${who}`);
  return t.no;
};

/** Creates and sends a document; returns it and the audit trail so far. */
function started(nodes = reportFlow(), finisher = FINISHER) {
  const events: WfEvent[] = [];
  const keep = (r: WfResult) => (events.push(r.event), r.doc);
  let d = keep(createDoc({ starter: STARTER, finisher, nodes }, as(STARTER)));
  d = keep(sendDoc(d, as(STARTER)));
  const act = (who: number, decision: 'agree' | 'disagree' | 'return' = 'agree', opinion: string | null = null) =>
    (d = keep(actOnTask(d, taskOf(d, who), decision, opinion, as(who))));
  return { get doc() { return d; }, set doc(v: WfDoc) { d = v; }, events, act, keep };
}

describe('workflow transitions: the note’s cases W1-W17', () => {
  it('W1 a running document keeps the nodes it started with when the template changes', () => {
    const nodes = reportFlow();
    const d = createDoc({ starter: STARTER, finisher: FINISHER, nodes }, as(STARTER)).doc;
    nodes.splice(1, 1, node('审核', [99]));
    const sent = sendDoc(d, as(STARTER)).doc;
    expect(open(sent)).toEqual([['审核', REVIEWER]]);
  });

  it('W2 会签 (all) with A, B, C: after A and B the node waits; C’s agreement opens the next node', () => {
    const f = started();
    f.act(REVIEWER);
    f.act(A);
    f.act(B);
    expect(open(f.doc)).toEqual([['会签', C]]);
    f.act(C);
    expect(open(f.doc)).toEqual([['签批', LEADER]]);
  });

  it('W3 或签 (any) with A, B: A’s agreement cancels B’s task and opens the next node', () => {
    const f = started([node('发起', []), node('会签', [A, B], 'any'), node('签批', [LEADER]), node('完结', [])]);
    const bTask = taskOf(f.doc, B);
    f.act(A);
    expect(f.doc.tasks.find((t) => t.no === bTask)!.state).toBe('cancelled');
    expect(open(f.doc)).toEqual([['签批', LEADER]]);
  });

  it('W3 依次 (sequential): A, then B gets the task, then the next node', () => {
    const f = started([node('发起', []), node('会签', [A, B], 'sequential'), node('完结', [])]);
    expect(open(f.doc)).toEqual([['会签', A]]);
    f.act(A);
    expect(open(f.doc)).toEqual([['会签', B]]);
    f.act(B);
    expect(open(f.doc)).toEqual([['完结', FINISHER]]);
  });

  it('W4 the starter revokes before the reviewer acts: back to draft, the reviewer’s task cancelled', () => {
    const f = started();
    const reviewTask = taskOf(f.doc, REVIEWER);
    expect(canRevoke(f.doc, STARTER)).toBe(true);
    const r = revoke(f.doc, as(STARTER));
    expect(r.doc.status).toBe('draft');
    expect(r.doc.tasks.find((t) => t.no === reviewTask)!.state).toBe('cancelled');
    expect(open(r.doc)).toEqual([['发起', STARTER]]);
    expect(r.event).toMatchObject({ action: 'revoke', fromStatus: 'running', toStatus: 'draft' });
    expect(open(sendDoc(r.doc, as(STARTER)).doc)).toEqual([['审核', REVIEWER]]);
  });

  it('W5 the starter revokes after the reviewer approved: 下一节点已处理，不能撤回', () => {
    const f = started();
    f.act(REVIEWER);
    expect(canRevoke(f.doc, STARTER)).toBe(false);
    expect(() => revoke(f.doc, as(STARTER))).toThrow('下一节点已处理，不能撤回');
  });

  it('W6 the reviewer revokes an approval while the 会签 is untouched: their task reopens, the next tasks are cancelled', () => {
    const f = started();
    f.act(REVIEWER);
    const r = revoke(f.doc, as(REVIEWER));
    expect(open(r.doc)).toEqual([['审核', REVIEWER]]);
    expect(r.doc.tasks.filter((t) => t.node === 2).every((t) => t.state === 'cancelled')).toBe(true);
    expect(() => revoke(r.doc, as(REVIEWER))).toThrow('没有可撤回的操作');
  });

  it('W6 a 会签 member who agreed cannot revoke once another member completed the node', () => {
    const f = started([node('发起', []), node('会签', [A, B], 'all'), node('签批', [LEADER]), node('完结', [])]);
    f.act(A);
    f.act(B);
    expect(() => revoke(f.doc, as(A))).toThrow('流程已流转到其他节点，不能撤回');
    f.doc = revoke(f.doc, as(B)).doc;
    f.doc = revoke(f.doc, as(A)).doc;
    expect(open(f.doc).sort()).toEqual([['会签', A], ['会签', B]]);
  });

  it('W7 only the finisher may 办结', () => {
    const f = started();
    expect(() => finishDoc(f.doc, as(STARTER))).toThrow('只有办结人可以办结');
    const r = finishDoc(f.doc, as(FINISHER));
    expect(r.doc.status).toBe('finished');
    expect(pendingTasks(r.doc)).toEqual([]);
  });

  it('W8 changing the finisher to an inactive employee is refused; an active one takes the 完结 task', () => {
    const f = started([node('发起', []), node('完结', [])]);
    expect(() => changeFinisher(f.doc, as(STARTER), { emp: 40, active: false })).toThrow('该员工不在职，不能指定');
    expect(() => changeFinisher(f.doc, as(REVIEWER), { emp: 40, active: true })).toThrow('只有发起人或管理员可以执行此操作');
    const d = changeFinisher(f.doc, as(STARTER), { emp: 40, active: true }).doc;
    expect(d.finisher).toBe(40);
    expect(open(d)).toEqual([['完结', 40]]);
    expect(() => finishDoc(d, as(FINISHER))).toThrow('只有办结人可以办结');
  });

  it('W9 a replacement A→B 05-01 to 05-08: a task created 05-03 goes to B, meant for A; A cannot act', () => {
    const replacements = [{ absent: A, substitute: B, from: '2024-05-01T00:00:00Z', to: '2024-05-08T00:00:00Z' }];
    const nodes = [node('发起', []), node('审核', [A]), node('完结', [])];
    let d = createDoc({ starter: STARTER, finisher: FINISHER, nodes }, as(STARTER)).doc;
    d = sendDoc(d, { actor: STARTER, at: '2024-05-03T08:00:00Z', replacements }).doc;
    const t = pendingTasks(d)[0]!;
    expect([t.assignee, t.meantFor]).toEqual([B, A]);
    expect(() => actOnTask(d, t.no, 'agree', null, { actor: A, at: '2024-05-03T09:00:00Z', replacements })).toThrow('当前节点不是您的待办');
    expect(actOnTask(d, t.no, 'agree', null, { actor: B, at: '2024-05-03T09:00:00Z', replacements }).doc.current).toBe(2);
  });

  it('W9 a task created outside the period stays with A; a manual replacement moves A’s open tasks', () => {
    const replacements = [{ absent: A, substitute: B, from: '2024-05-01T00:00:00Z', to: '2024-05-08T00:00:00Z' }];
    const nodes = [node('发起', []), node('审核', [A]), node('完结', [])];
    let d = createDoc({ starter: STARTER, finisher: FINISHER, nodes }, as(STARTER)).doc;
    d = sendDoc(d, { actor: STARTER, at: '2024-05-08T00:00:00Z', replacements }).doc;
    expect(pendingTasks(d)[0]!.assignee).toBe(A);
    expect(() => replacePending(d, as(STARTER), A, A)).toThrow('不能由本人代替本人');
    const moved = replacePending(d, as(STARTER), A, C).doc;
    expect(pendingTasks(moved).map((t) => [t.assignee, t.meantFor])).toEqual([[C, A]]);
  });

  it('W10 an employee with two open tasks is working on documents', () => {
    const one = started([node('发起', []), node('审核', [A]), node('完结', [])]).doc;
    const two = started([node('发起', []), node('会签', [A, B], 'all'), node('完结', [])]).doc;
    const count = [one, two].flatMap(pendingTasks).filter((t) => t.assignee === A).length;
    expect(count).toBe(2);
  });

  it('W11 a notice confirmed twice: the second confirmation is refused', () => {
    const first = confirmNotice(null, '2024-05-03T08:00:00Z');
    expect(first).toBe('2024-05-03T08:00:00Z');
    expect(() => confirmNotice(first, '2024-05-03T08:01:00Z')).toThrow('该公文已确定，请勿重复操作');
  });

  it('W12 a level-2 company receives for itself and its level-3 children, not its parent or siblings', () => {
    const tree = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 1 },
      { id: 21, parentId: 2 },
      { id: 22, parentId: 2 },
      { id: 31, parentId: 3 },
    ];
    expect(receivingCompanies(tree, 2, 'normal')).toEqual([2, 21, 22]);
    expect(receivingCompanies(tree, 2, 'internal')).toEqual([2, 21, 22]);
    expect(receivingCompanies(tree, 21, 'report')).toEqual([21, 2, 1]);
    expect(receivingCompanies(tree, 99, 'normal')).toEqual([]);
  });

  it('W14 a second 跟催 within 10 minutes is refused; after 10 minutes it reminds again', () => {
    const f = started();
    const first = followUp(f.doc, { actor: STARTER, at: '2024-06-01T08:00:00Z' });
    expect(first.event.detail).toMatchObject({ reminded: [2], to: [REVIEWER] });
    expect(() => followUp(first.doc, { actor: STARTER, at: '2024-06-01T08:09:59Z' })).toThrow('跟催过于频繁，请10分钟后再试');
    expect(followUp(first.doc, { actor: STARTER, at: '2024-06-01T08:10:00Z' }).event.action).toBe('follow_up');
    expect(() => followUp(f.doc, as(99))).toThrow('您不是该公文的经办人');
  });

  it('W15 acting twice on a task (a double click) is refused; the trail has one row for it', () => {
    const f = started();
    const no = taskOf(f.doc, REVIEWER);
    f.act(REVIEWER);
    expect(() => actOnTask(f.doc, no, 'agree', null, as(REVIEWER))).toThrow('该待办已处理，请勿重复操作');
    expect(f.events.filter((e) => e.task === no)).toHaveLength(1);
  });

  it('W16 终止 cancels every task and refuses any later action', () => {
    const f = started();
    const no = taskOf(f.doc, REVIEWER);
    const d = terminateDoc(f.doc, as(STARTER), '方案取消').doc;
    expect(d.status).toBe('terminated');
    expect(pendingTasks(d)).toEqual([]);
    expect(() => actOnTask(d, no, 'agree', null, as(REVIEWER))).toThrow('公文已办结或终止');
    expect(() => revoke(d, as(STARTER))).toThrow('公文已办结或终止');
    expect(() => terminateDoc(d, as(STARTER), '再次')).toThrow('公文已办结或终止');
  });

  it('W17 the trail of W2: 发起, 审核, 会签 A, B, C agree, the next node opened by the last', () => {
    const f = started();
    f.act(REVIEWER);
    f.act(A);
    f.act(B);
    f.act(C);
    expect(f.events.map((e) => [e.action, e.actor])).toEqual([
      ['create', STARTER],
      ['send', STARTER],
      ['agree', REVIEWER],
      ['agree', A],
      ['agree', B],
      ['agree', C],
    ]);
    expect(f.events.at(-1)!.detail).toMatchObject({ fromNode: 2, node: 3, opened: [6] });
  });
});

describe('workflow transitions: decisions, 中止 and the end', () => {
  it('disagree on 审核 sends the document back to its starter; the starter sends it again', () => {
    const f = started();
    expect(() => f.act(REVIEWER, 'disagree')).toThrow('请填写意见');
    f.act(REVIEWER, 'disagree', '预算不足');
    expect(f.doc.status).toBe('draft');
    expect(open(f.doc)).toEqual([['发起', STARTER]]);
    f.doc = sendDoc(f.doc, as(STARTER)).doc;
    expect(open(f.doc)).toEqual([['审核', REVIEWER]]);
  });

  it('disagree in a 会签 is recorded with its opinion and the node still completes', () => {
    const f = started();
    f.act(REVIEWER);
    f.act(A, 'disagree', '不同意第三条');
    f.act(B);
    f.act(C);
    expect(open(f.doc)).toEqual([['签批', LEADER]]);
    expect(f.doc.tasks.find((t) => t.assignee === A)).toMatchObject({ decision: 'disagree', opinion: '不同意第三条' });
  });

  it('return from 签批 reopens the whole 会签; from 审核 it goes to the starter', () => {
    const f = started();
    f.act(REVIEWER);
    f.act(A);
    f.act(B);
    f.act(C);
    f.act(LEADER, 'return', '请补充附件');
    expect(open(f.doc).sort()).toEqual([['会签', A], ['会签', B], ['会签', C]]);
    const g = started();
    g.act(REVIEWER, 'return', '格式不对');
    expect(g.doc.status).toBe('draft');
  });

  it('定稿 makes the body final; the 完结 task’s agreement is the 办结 by the finisher', () => {
    const f = started([node('发起', []), node('定稿', [REVIEWER]), node('完结', [])]);
    f.act(REVIEWER);
    expect(f.doc.finalised).toBe(true);
    f.act(FINISHER);
    expect(f.doc.status).toBe('finished');
    expect(f.events.at(-1)!.action).toBe('finish');
  });

  it('跟催 nodes remind without holding up the flow and are closed with the document', () => {
    const f = started([node('发起', []), node('跟催', [A]), node('审核', [REVIEWER]), node('完结', [])]);
    expect(open(f.doc)).toEqual([['跟催', A], ['审核', REVIEWER]]);
    f.act(REVIEWER);
    f.doc = finishDoc(f.doc, as(FINISHER)).doc;
    expect(pendingTasks(f.doc)).toEqual([]);
  });

  it('中止 holds the document (no action, no revoke) until it is resumed', () => {
    const f = started();
    const d = suspendDoc(f.doc, as(STARTER), '等待预算').doc;
    expect(() => actOnTask(d, taskOf(d, REVIEWER), 'agree', null, as(REVIEWER))).toThrow('公文已中止，请恢复后再办理');
    expect(() => revoke(d, as(STARTER))).toThrow('公文已中止，请恢复后再办理');
    expect(() => suspendDoc(f.doc, as(REVIEWER), '无权')).toThrow('只有发起人或管理员可以执行此操作');
    const back = resumeDoc(d, as(STARTER)).doc;
    expect(back.status).toBe('running');
    expect(open(back)).toEqual([['审核', REVIEWER]]);
    expect(() => resumeDoc(back, as(STARTER))).toThrow('公文未中止');
  });

  it('someone else’s task is not yours', () => {
    const f = started();
    expect(() => actOnTask(f.doc, taskOf(f.doc, REVIEWER), 'agree', null, as(A))).toThrow('当前节点不是您的待办');
    expect(() => actOnTask(f.doc, 999, 'agree', null, as(A))).toThrow('当前节点不是您的待办');
  });
});
