import { describe, expect, it } from 'vitest';
import { buildGrantTree, leafIds, toggleAll } from './grant-tree';

const nodes = [
  { id: 1, parentId: null, title: '中心', icon: 'IconHome', order: 0, leaf: false },
  { id: 2, parentId: 1, title: '分组', icon: 'IconHome', order: 1, leaf: false },
  { id: 3, parentId: 2, title: '投诉管理', icon: 'IconHome', order: 2, leaf: true },
  { id: 4, parentId: 2, title: '派工管理', icon: 'IconHome', order: 3, leaf: true },
  { id: 5, parentId: 2, title: '受理登记', icon: 'IconHome', order: 4, leaf: true },
];

describe('grant tree', () => {
  it('nests the bought items under their folders', () => {
    const [root] = buildGrantTree(nodes);
    expect(root?.id).toBe(1);
    expect(root?.children[0]?.children.map((n) => n.id)).toEqual([3, 4, 5]);
    expect(root ? leafIds(root) : []).toEqual([3, 4, 5]);
  });

  it('grants every manageable item of a folder, then takes them all away, leaving the others alone', () => {
    const manageable = new Set([3, 4]);
    const on = toggleAll(new Set([5]), [3, 4, 5], manageable);
    expect([...on].sort()).toEqual([3, 4, 5]);
    const off = toggleAll(on, [3, 4, 5], manageable);
    expect([...off]).toEqual([5]);
  });
});
