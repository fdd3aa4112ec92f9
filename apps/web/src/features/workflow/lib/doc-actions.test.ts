import { describe, expect, it } from 'vitest';
import { detail } from '../test-api';
import { docActions } from './doc-actions';
import { docSheetHtml } from './print-doc';

const none = { act: false, send: false, revoke: false, finish: false, suspend: false, resume: false, terminate: false, changeFinisher: false, followUp: false };

describe('the buttons of a document', () => {
  it('names the agree by the node of my task: 会签 at a countersign', () => {
    const a = docActions(detail(), 1);
    expect(a.task?.id).toBe(3);
    expect(a.agreeLabel).toBe('actions.countersign');
    expect(a.actions).toEqual(['agree', 'disagree', 'return', 'followUp']);
  });

  it('at 完结 the agree is the 办结: no separate 办结 button, no 不同意 or 退回', () => {
    const doc = detail({ currentNode: 3, myTaskId: 5, can: { ...none, act: true, finish: true } });
    doc.tasks.push({ ...doc.tasks[1]!, id: 5, no: 5, node: 3, nodeName: '办结', nodeType: '完结', state: 'pending', decision: null, doneAt: null });
    const a = docActions(doc, 10);
    expect(a.agreeLabel).toBe('actions.finish');
    expect(a.actions).toEqual(['agree']);
  });

  it('offers 撤回 to whoever acted just before the current node, even when the page may be stale', () => {
    // 黄志明 agreed at 审核, the document is at 部门会签: the server decides (someone may have acted)
    expect(docActions(detail({ myTaskId: null, can: none }), 10).actions).toEqual(['revoke']);
    // 李秀英 sent it two nodes ago and holds a countersign task: nothing of hers to take back
    expect(docActions(detail({ myTaskId: 4, can: none }), 3).actions).toEqual([]);
    expect(docActions(detail({ myTaskId: null, can: none, status: 'finished' }), 10).actions).toEqual([]);
    expect(docActions(detail({ myTaskId: null, can: none }), 99).actions).toEqual([]);
  });

  it('a draft of mine: 修改 and 发送; whole-document actions only as the server allows', () => {
    expect(docActions(detail({ status: 'draft', myTaskId: null, can: { ...none, send: true } }), 3).actions).toEqual(['edit', 'send']);
    expect(docActions(detail({ myTaskId: null, can: { ...none, suspend: true, terminate: true, changeFinisher: true, finish: true } }), 50).actions).toEqual([
      'finish',
      'changeFinisher',
      'suspend',
      'terminate',
    ]);
  });
});

describe('the printed 公文处理单', () => {
  it('carries the number, the flow with opinions, and the body without scripts', () => {
    const t = (k: string) => k;
    const html = docSheetHtml(detail(), t);
    expect(html).toContain('安居报〔2026〕7号');
    expect(html).toContain('内容属实');
    expect(html).toContain('本月完成报修 40 件');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert(1)');
  });
});
