import type { PurchaseNode, TenantCompany } from '@pm/contracts';

export { DialogAnswer } from '../../test/dialog-answer';

export const company = (over: Partial<TenantCompany> = {}): TenantCompany => ({
  id: 2,
  parentId: 1,
  parentName: '安居物业集团',
  code: 'SH',
  name: '上海安居物业有限公司',
  nick: '上海安居',
  level: 2,
  type: 'A',
  disabled: false,
  boughtCount: 120,
  staffCount: 9,
  ...over,
});

const node = (id: number, parentId: number | null, title: string, over: Partial<PurchaseNode> = {}): PurchaseNode => ({
  id,
  parentId,
  title,
  component: parentId === null ? 'Layout' : 'record/x/index',
  remark: '',
  order: id,
  leaf: false,
  bought: false,
  ...over,
});

/** Two centres: 56 with group 60 (two items) and 318 with group 320 (one item). */
export const catalogue: PurchaseNode[] = [
  node(56, null, '共用资料维护中心'),
  node(60, 56, '基础资料'),
  node(61, 60, '楼盘资料', { leaf: true, bought: true, remark: '维护楼盘、楼栋与房屋。' }),
  node(62, 60, '车位资料', { leaf: true, remark: '维护车场与车位。' }),
  node(318, null, '管理设置中心'),
  node(320, 318, '系统管理'),
  node(321, 320, '客户列表', { leaf: true, bought: true, component: 'sysadmin/customers/index' }),
];
