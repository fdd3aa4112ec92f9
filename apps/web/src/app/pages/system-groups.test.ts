import type { MenuNode } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../menu/menu-logic';
import { filterGroups, systemGroups } from './system-groups';

const item = (id: number, title: string, component: string, state: number | undefined, remark = ''): MenuNode => ({
  id, parentId: 1, name: `m${id}`, path: `p${id}`, title, icon: '', component, hidden: false, order: id, remark, state, children: [],
});
const route = (id: number): ScreenRoute => ({ menuId: id, name: `m${id}`, path: `/x/p${id}`, title: '', component: '', state: 3, blank: false });

const groups = [
  { id: 10, title: '系统管理', remark: '平台级', children: [item(11, '客户列表', 'sysadmin/customers/index', 3, '管理使用平台的物业公司。'), item(12, '菜单管理', 'sysadmin/menu/index', undefined)] },
  { id: 20, title: '系统设置', children: [item(21, '员工权限', 'record/staff-permission/index', 3), item(22, '系统备份', 'setup/system/backup', 3, '备份与恢复系统数据。')] },
  { id: 30, title: '客户服务', children: [item(31, '投诉', 'record/complaint/index', 3)] },
];

describe('systemGroups', () => {
  it('keeps the groups holding a system-management screen, with all their items and states; items with a route open it', () => {
    const result = systemGroups(groups, [route(11), route(21), route(22)]);
    expect(result.map((g) => g.title)).toEqual(['系统管理', '系统设置']);
    expect(result[0]?.cards).toEqual([
      { menuId: 11, title: '客户列表', remark: '管理使用平台的物业公司。', path: '/x/p11', usable: true, state: 3 },
      { menuId: 12, title: '菜单管理', remark: '', usable: false },
    ]);
    expect(result[1]?.cards.map((c) => c.title)).toEqual(['员工权限', '系统备份']);
  });

  it('filters cards by title or remark and drops groups left empty', () => {
    const all = systemGroups(groups, []);
    expect(filterGroups(all, '备份').map((g) => g.cards.map((c) => c.title))).toEqual([['系统备份']]);
    expect(filterGroups(all, '物业公司').map((g) => g.title)).toEqual(['系统管理']);
    expect(filterGroups(all, '  ')).toHaveLength(2);
    expect(filterGroups(all, '不存在')).toEqual([]);
  });
});
