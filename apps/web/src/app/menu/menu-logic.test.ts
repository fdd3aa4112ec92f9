import type { MenuCentre, MenuNode } from '@pm/contracts';
import { describe, expect, test } from 'vitest';
import {
  centreGroups,
  deviceAuthList,
  firstUsableCentre,
  menuClick,
  hasCallCenterItem,
  itemLook,
  menuRoutes,
  NOT_BOUGHT_MSG,
  NOT_GRANTED_MSG,
  stateMessage,
  visibleTree,
} from './menu-logic';

let nextOrder = 0;
function node(id: number, path: string, component: string, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  return { id, parentId: null, name: `n${id}`, path, title: `项目${id}`, icon: 'IconHome', component, hidden: false, order: nextOrder++, children, ...extra };
}

const tree: MenuNode[] = [
  node(1, '/customer', 'Layout', [
    node(10, 'service', 'Layout', [
      node(94, 'call', 'callcenter/agent/index', [], { state: 3 }),
      node(128, 'maint', 'record/device-maint-plan/index', [], { state: 1 }),
    ]),
    node(11, 'complaint', 'record/complaint/index', [], { hidden: true, state: 3 }),
  ]),
  node(2, '/print', 'LayoutBlank', [node(20, 'sheet', 'print/sheet/index')]),
];

describe('routes from the menu', () => {
  test('screen items become routes with joined paths; frames do not', () => {
    const routes = menuRoutes(tree);
    expect(routes.map((r) => r.path)).toEqual(['/customer/service/call', '/customer/service/maint', '/customer/complaint', '/print/sheet']);
    expect(routes.find((r) => r.menuId === 20)?.blank).toBe(true);
    expect(routes.find((r) => r.menuId === 94)?.blank).toBe(false);
  });

  test('a LayoutBlank group inside a Layout only groups: its items keep the shell', () => {
    const routes = menuRoutes([node(1, '/common', 'Layout', [node(2, '/common/org', 'LayoutBlank', [node(3, '/common/company', 'record/company/index')])])]);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ path: '/common/company', blank: false });
  });

  test('an absolute child path is kept as it is', () => {
    const routes = menuRoutes([node(1, '/a', 'Layout', [node(2, '/b/c', 'x/y/z')])]);
    expect(routes[0]?.path).toBe('/b/c');
  });

  test('the old layout tree leaves hidden items out and stops at three levels', () => {
    const deep = [node(1, '/a', 'Layout', [node(2, 'b', 'Layout', [node(3, 'c', 'Layout', [node(4, 'd', 'x/y/z')])])])];
    const v = visibleTree(deep);
    expect(v[0]?.children[0]?.children[0]?.children).toEqual([]);
    expect(visibleTree(tree)[0]?.children.map((c) => c.id)).toEqual([10]);
  });
});

describe('menu state', () => {
  test.each([
    [3, 'usable'],
    [1, 'notGranted'],
    [undefined, 'notBought'],
  ] as const)('state %s looks %s', (state, look) => {
    expect(itemLook(state)).toBe(look);
  });

  test('the modal says not bought without a state and not granted otherwise', () => {
    expect(stateMessage(undefined)).toBe(NOT_BOUGHT_MSG);
    expect(stateMessage(1)).toBe(NOT_GRANTED_MSG);
    expect(NOT_BOUGHT_MSG).toBe('该程序尚未购买使用权，不可操作！');
    expect(NOT_GRANTED_MSG).toBe('您未获得授权，不可作业！');
  });

  test('device ids are recorded with title and state', () => {
    expect(deviceAuthList(menuRoutes(tree))).toEqual([{ id: 128, title: '项目128', state: 1 }]);
  });

  test('the call-centre item counts only at the third level', () => {
    expect(hasCallCenterItem(tree)).toBe(true);
    expect(hasCallCenterItem([node(94, '/x', 'a/b/c')])).toBe(false);
  });
});

describe('centre groups', () => {
  const centre = (id: number, groups: number): MenuCentre => ({
    id,
    title: '中心',
    icon: 'IconHome',
    remark: '',
    children: Array.from({ length: groups }, (_, i) => ({ id: id * 100 + i, title: `组${i}`, icon: 'IconHome', remark: '', children: [] })),
  });

  test.each([
    [56, 4],
    [271, 4],
    [388, 4],
    [81, 5],
    [117, 5],
    [147, 5],
    [318, 5],
    [202, 2],
  ])('centre %i shows %i groups, the extra last one dropped', (id, count) => {
    const groups = centreGroups(centre(id, count + 1));
    expect(groups).toHaveLength(count);
    expect(groups.at(-1)?.id).toBe(id * 100 + count - 1);
  });
});

describe('where a user lands and what a click does', () => {
  const item = (id: number, state?: number, extra: Partial<MenuNode> = {}) => node(id, `i${id}`, 'a/b/c', [], { ...(state === undefined ? {} : { state }), ...extra });
  const centre = (id: number, groups: MenuNode[][]): MenuCentre => ({
    id,
    title: `中心${id}`,
    icon: 'IconHome',
    remark: '',
    children: groups.map((children, i) => ({ id: id * 100 + i, title: `组${i}`, icon: 'IconHome', remark: '', children })),
  });

  test('the navigation opens on the first centre holding an item the user can use in a shown group', () => {
    const centres = [
      centre(56, [[item(1), item(2, 1)]]),
      // 202 shows two groups: a usable item in its third would be dropped; a hidden one does not count
      centre(202, [[item(3, 1)], [item(4, 3, { hidden: true })], [item(5, 3)]]),
      centre(271, [[item(6, 1)], [item(7, 3)]]),
      centre(388, [[item(8, 3)]]),
    ];
    expect(firstUsableCentre(centres)?.id).toBe(271);
    expect(firstUsableCentre(centres.slice(0, 2))?.id).toBe(56);
    expect(firstUsableCentre([])).toBeUndefined();
  });

  const emp1 = { role: 'emp', menuStyle: 1 };
  test.each([
    ['a usable item opens for anyone', 3, emp1, { kind: 'open', readOnly: false }],
    ['emp of the new layout: not bought gets the spec modal', undefined, emp1, { kind: 'refused', message: NOT_BOUGHT_MSG }],
    ['emp of the new layout: not granted gets the spec modal', 1, emp1, { kind: 'refused', message: NOT_GRANTED_MSG }],
    ['sa: not bought is 暂未开通', undefined, { role: 'sa', menuStyle: 1 }, { kind: 'notOpened' }],
    ['sa: not granted opens read-only', 1, { role: 'sa', menuStyle: 1 }, { kind: 'open', readOnly: true }],
    ['emp of the old layout: not granted opens read-only', 1, { role: 'emp', menuStyle: 0 }, { kind: 'open', readOnly: true }],
    ['gov: not bought is 暂未开通', undefined, { role: 'gov', menuStyle: 1 }, { kind: 'notOpened' }],
  ] as const)('%s', (_name, state, user, outcome) => {
    expect(menuClick(state, user)).toEqual(outcome);
  });
});
