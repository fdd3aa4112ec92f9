import { describe, expect, it } from 'vitest';
import { validateTemplate, type TemplateNode } from './template';

const n = (type: TemplateNode['type'], handlers: TemplateNode['handlers'] = [{ kind: 'person', ref: 1 }]): TemplateNode => ({
  type,
  name: type,
  mode: 'any',
  handlers,
  timeLimitHours: null,
});

describe('validateTemplate', () => {
  it('accepts 发起 … 完结 with handlers on every middle node', () => {
    expect(() => validateTemplate([n('发起', []), n('审核'), n('会签', [{ kind: 'dept', ref: 3 }]), n('完结', [])])).not.toThrow();
    expect(() => validateTemplate([n('发起', []), n('审核', [{ kind: 'chosen', ref: null }]), n('完结', [])])).not.toThrow();
  });

  it.each([
    [[n('发起', []), n('审核')], '流程模板必须以完结节点结束'],
    [[n('审核'), n('完结', [])], '流程模板的第一个节点必须是发起'],
    [[n('发起', [])], '流程模板至少需要发起和完结两个节点'],
    [[n('发起', []), n('完结', []), n('完结', [])], '发起和完结节点只能各有一个'],
    [[n('发起', []), n('审核', []), n('完结', [])], '节点“审核”没有办理人'],
    [[n('发起', []), n('审核', [{ kind: 'job', ref: null }]), n('完结', [])], '节点“审核”的办理人不完整'],
  ])('refuses %#: %s', (nodes, msg) => {
    expect(() => validateTemplate(nodes)).toThrow(msg);
  });
});
