import { describe, expect, it } from 'vitest';
import { branchValues, caseTree } from './case-tree';

const nodes = [
  { id: 1, parentId: null, name: '投诉处理案例', level: 1 },
  { id: 2, parentId: 1, name: '噪音投诉处理', level: 2 },
  { id: 3, parentId: 1, name: '漏水纠纷调解', level: 2 },
  { id: 4, parentId: null, name: '应急处置案例', level: 1 },
  { id: 5, parentId: 4, name: '电梯困人应急处置', level: 2 },
];
const labels = (d: ReturnType<typeof caseTree>): unknown => d.map((n) => [n.label, labels(n.children ?? [])]);

describe('caseTree', () => {
  it('builds categories with their cases', () => {
    expect(labels(caseTree(nodes))).toEqual([
      ['投诉处理案例', [['噪音投诉处理', []], ['漏水纠纷调解', []]]],
      ['应急处置案例', [['电梯困人应急处置', []]]],
    ]);
  });

  it('keeps matching cases with their category, and a matching category whole', () => {
    expect(labels(caseTree(nodes, '电梯'))).toEqual([['应急处置案例', [['电梯困人应急处置', []]]]]);
    expect(labels(caseTree(nodes, '投诉'))).toEqual([['投诉处理案例', [['噪音投诉处理', []], ['漏水纠纷调解', []]]]]);
    expect(caseTree(nodes, '不存在')).toEqual([]);
    expect(branchValues(caseTree(nodes, '电梯'))).toEqual(['4']);
  });
});
