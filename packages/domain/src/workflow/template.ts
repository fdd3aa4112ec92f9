import { WorkflowRefusal } from './refusal';
import { COUNTERSIGN_MODES, NODE_TYPES, type CountersignMode, type NodeType } from './types';

/** How a template node finds its handlers: a person, everyone in a job or a department, or chosen at sending. */
export type HandlerKind = 'person' | 'job' | 'dept' | 'chosen';

export interface TemplateNode {
  type: NodeType;
  name: string;
  mode: CountersignMode;
  handlers: { kind: HandlerKind; ref: number | null }[];
  timeLimitHours: number | null;
}

const bad = (msg: string) => new WorkflowRefusal('workflow.bad_template', msg);

/**
 * Checks a template's node list: 发起 first, 完结 last (a template with no end is refused), each once;
 * every node between them has at least one handler rule; a 会签 names its mode. Throws WorkflowRefusal.
 */
export function validateTemplate(nodes: readonly TemplateNode[]): void {
  if (nodes.length < 2) throw bad('流程模板至少需要发起和完结两个节点');
  if (nodes[0]?.type !== '发起') throw bad('流程模板的第一个节点必须是发起');
  if (nodes.at(-1)?.type !== '完结') throw bad('流程模板必须以完结节点结束');
  nodes.forEach((n, i) => {
    if (!NODE_TYPES.includes(n.type)) throw bad(`第${i + 1}个节点类型无效`);
    if (!COUNTERSIGN_MODES.includes(n.mode)) throw bad(`第${i + 1}个节点的会签方式无效`);
    if ((n.type === '发起' && i !== 0) || (n.type === '完结' && i !== nodes.length - 1))
      throw bad('发起和完结节点只能各有一个');
    if (!n.name.trim()) throw bad(`第${i + 1}个节点缺少名称`);
    const middle = i > 0 && i < nodes.length - 1;
    if (middle && n.handlers.length === 0) throw bad(`节点“${n.name}”没有办理人`);
    for (const h of n.handlers) if (h.kind !== 'chosen' && h.ref === null) throw bad(`节点“${n.name}”的办理人不完整`);
    if (n.timeLimitHours !== null && !(Number.isInteger(n.timeLimitHours) && n.timeLimitHours > 0))
      throw bad(`节点“${n.name}”的办理时限必须是正整数小时`);
  });
}
