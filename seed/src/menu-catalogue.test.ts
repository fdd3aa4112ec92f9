import { describe, expect, it } from 'vitest';
import { CENTRE_GROUP_COUNTS } from '@pm/contracts';
import { CENTRES, catalogueItems, catalogueRows } from './menu-catalogue';

/** Record keys of the shared design with their exact titles (and fixed menu ids where given). */
const RECORDS: [key: string, title: string, id?: number][] = [
  ['company', '公司架构'],
  ['dept', '部门管理'],
  ['job', '岗位职责'],
  ['staff', '员工档案'],
  ['estate', '楼盘管理'],
  ['zone', '区域管理'],
  ['building', '楼宇管理'],
  ['unit', '单元管理'],
  ['house', '房屋管理'],
  ['owner', '业主管理'],
  ['resident', '住户管理'],
  ['parking', '车位管理'],
  ['vehicle', '车辆管理'],
  ['meter', '仪表管理'],
  ['dictionary', '数据字典'],
  ['receipt-rule', '收据编号规则'],
  ['info-item', '信息项目'],
  ['staff-permission', '员工权限'],
  ['system-log', '系统日志'],
  ['website-content', '网站内容'],
  ['complaint', '投诉管理'],
  ['case-accept', '受理登记'],
  ['visit', '客户回访'],
  ['decoration', '装修管理'],
  ['move-in-inspect', '入伙验房'],
  ['customer-relation', '客户关系'],
  ['renting', '房屋租赁'],
  ['device-maint-plan', '设备保养计划', 128],
  ['device-maint-record', '设备保养记录', 129],
  ['device-repair', '设备维修', 135],
  ['device-risk', '设备隐患'],
  ['device-inspect', '设备巡检', 418],
  ['triangle-check', '三角巡检', 420],
  ['patrol-plan', '巡查计划', 73],
  ['patrol-routine', '日常巡查'],
  ['patrol-inspect', '巡查检查'],
  ['qa-plan', '品质检查计划'],
  ['qa-history', '品质检查记录'],
  ['security-deal', '安全处理'],
  ['security-event', '安全事件'],
  ['visitor', '访客登记'],
  ['temp-visit', '临时来访'],
  ['security-info', '安全信息'],
  ['public-info', '公共信息资料'],
  ['owner-ledger', '业主台账'],
  ['member', '业委会成员'],
  ['meeting-office', '会务管理'],
];

describe('the menu catalogue', () => {
  const rows = catalogueRows();
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('has the eight centres with the spec ids and titles, and no group the new layout would drop', () => {
    expect(CENTRES.map((c) => [c.id, c.title])).toEqual([
      [56, '共用资料维护中心'],
      [81, '客户服务中心'],
      [117, '公共服务中心'],
      [147, '收付结算中心'],
      [202, '行政事务中心'],
      [271, '会计核算中心'],
      [318, '数据应用中心'],
      [388, '大会管理中心'],
    ]);
    // The new layout shows 4, 5 or 2 groups and drops the rest (spec 2): every group here is needed by
    // someone, so each centre has exactly as many as it shows.
    for (const c of CENTRES) {
      expect(c.groups.length, c.title).toBe(CENTRE_GROUP_COUNTS[c.id]);
      expect(c.remark.length).toBeGreaterThan(10);
      for (const g of c.groups) expect(g.items.length).toBeGreaterThan(0);
    }
  });

  it('uses record/<key>/index with the exact title for every record key', () => {
    for (const [key, title, id] of RECORDS) {
      const item = rows.find((r) => r.component === `record/${key}/index`);
      expect(item, key).toBeDefined();
      expect(item?.title, key).toBe(title);
      if (id !== undefined) expect(item?.id, key).toBe(id);
    }
  });

  it('places the call centre 94 at the third level under 客户服务中心, and the document flow 213-215', () => {
    const cc = byId.get(94);
    expect(byId.get(byId.get(cc?.parentId ?? 0)?.parentId ?? 0)?.id).toBe(81);
    expect([213, 214, 215].map((id) => [byId.get(id)?.path, byId.get(id)?.name])).toEqual([
      ['/oa/flow/send', 'oa_flow_send'],
      ['/oa/flow/proc', 'oa_flow_proc'],
      ['/oa/flow/my', 'oa_flow_my'],
    ]);
    expect(byId.get(73)?.name).toBe('public_patrol_plan-device-inspect');
  });

  it('opens the work-order board from 派工管理 (127) under the name and path its record screen had', () => {
    expect(byId.get(127)).toMatchObject({ title: '派工管理', component: 'workorders/board/index', name: 'customer_dispatch', path: '/customer/dispatch' });
    expect(rows.some((r) => r.component === 'record/dispatch/index')).toBe(false);
  });

  it('has every help id and home-info id as an item', () => {
    const items = new Set(catalogueItems().map((i) => i.id));
    for (const id of [66, 127, 128, 129, 88, 94, 71, 134, 170, 164, 157, 156, 155, 91, 89, 369])
      expect(items.has(id), String(id)).toBe(true);
  });

  it('has unique ids and names, a remark per item and a screen path per item', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const item of catalogueItems()) {
      expect(item.remark, item.title).not.toBe('');
      expect(item.component, item.title).toMatch(/^[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(item.icon).toMatch(/^Icon[A-Z]/);
    }
  });
});
