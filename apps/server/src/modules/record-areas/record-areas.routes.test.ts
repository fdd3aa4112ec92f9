import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceRecords,
  findRecord,
  officeRecords,
  patrolRecords,
  qualityRecords,
  securityRecords,
  serviceRecords,
  setupRecords,
  type RecordDef,
} from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { areaRefs, areaSamples, type AreaSample } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';
import type { FieldDef } from '@pm/domain';

// One generic pass over every record-area type through the engine's endpoints: 401, 403, 400 naming
// the field, create/list/get/update/delete parsed by the declaration, another company's ids refused.

const areaRecords: RecordDef[] = [
  ...serviceRecords,
  ...deviceRecords,
  ...patrolRecords,
  ...qualityRecords,
  ...securityRecords,
  ...officeRecords,
  ...setupRecords,
];

let t: TestApp;
let own: UserCalls;
let other: UserCalls;
let gov: UserCalls;
let samples: Record<string, AreaSample>;
let otherSamples: Record<string, AreaSample>;

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildCompany(t.database.db);
  const b = await buildCompany(t.database.db);
  const empA = await buildUser(t.database.db, { companyId: a.id, role: 'emp', name: '林娜' });
  const empB = await buildUser(t.database.db, { companyId: b.id, role: 'emp', name: '吴刚' });
  own = t.as(empA);
  other = t.as(empB);
  gov = t.as(await buildUser(t.database.db, { companyId: a.id, role: 'gov' }));
  samples = areaSamples(await areaRefs(t, empA));
  otherSamples = areaSamples(await areaRefs(t, empB));
});
afterAll(() => t.close());

/**
 * An answered value as the sample sent it: a decimal field (an area, hours, a score) answers decimal text with its
 * scale, never a JSON float, and is compared by its number.
 */
function answered(def: { fields: Record<string, FieldDef | undefined> }, field: string, value: unknown): unknown {
  const declared = def.fields[field];
  if (declared?.kind !== 'number' || declared.integer === true || value === null) return value;
  expect(value, `${field} answers decimal text`).toMatch(new RegExp(`^-?\\d+\\.\\d{${declared.scale ?? 4}}$`));
  return Number(value);
}

describe('every record area is declared, titled as the shared design says, and sampled', () => {
  it.each([
    ['info-item', '信息项目'],
    ['website-content', '网站内容'],
    ['complaint', '投诉管理'],
    ['dispatch', '派工管理'],
    ['case-accept', '受理登记'],
    ['visit', '客户回访'],
    ['decoration', '装修管理'],
    ['move-in-inspect', '入伙验房'],
    ['customer-relation', '客户关系'],
    ['renting', '房屋租赁'],
    ['device-maint-plan', '设备保养计划'],
    ['device-maint-record', '设备保养记录'],
    ['device-repair', '设备维修'],
    ['device-risk', '设备隐患'],
    ['device-inspect', '设备巡检'],
    ['triangle-check', '三角巡检'],
    ['patrol-plan', '巡查计划'],
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
  ])('%s is %s', (key, title) => {
    expect(findRecord(key)?.title.cn).toBe(title);
    expect(samples[key]).toBeDefined();
  });
});

describe.each(areaRecords.map((def) => [def.key, def] as const))('record %s through the engine', (key, def) => {
  const url = `/api/records/${key}`;

  it('answers 401 without a session and 403 for a role outside the declaration', async () => {
    expect((await t.call({ method: 'GET', url })).status).toBe(401);
    expect((await gov.get(url)).status).toBe(403);
    expect((await gov.post(url, samples[key]?.body ?? {})).status).toBe(403);
  });

  it('refuses a missing required field with 400 naming it', async () => {
    const sample = samples[key] as AreaSample;
    const res = await own.post(url, { ...sample.body, [sample.required]: null });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.details?.map((d) => d.path)).toContain(sample.required);
    expect(res.body.msg).toContain(def.fields[sample.required]?.label.cn);
  });

  it('creates, lists, reads, updates and deletes, each answer parsed by the declaration', async () => {
    const sample = samples[key] as AreaSample;
    const created = await own.post<{ id: number }>(url, sample.body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = def.row.parse(created.body.data);
    for (const [field, value] of Object.entries(sample.body)) expect(answered(def, field, row[field]), field).toEqual(value);

    const list = await own.get<{ total: number; rows: { id: number }[] }>(`${url}?size=100`);
    expect(list.status).toBe(200);
    expect(list.body.data.rows.map((r) => r.id)).toContain(row.id);

    const updated = await own.put(`${url}/${row.id}`, { id: row.id, version: row.version, ...sample.change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = def.row.parse((await own.get(`${url}/${row.id}`)).body.data);
    for (const [field, value] of Object.entries(sample.change)) expect(answered(def, field, after[field]), field).toEqual(value);

    const removed = await own.del<{ mode: string }>(`${url}/${row.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await own.get(`${url}/${row.id}`)).status).toBe(404);
  });

  it("refuses another company's record on read, update and delete, and never lists it", async () => {
    const theirs = await other.post<{ id: number }>(url, (otherSamples[key] as AreaSample).body);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const id = theirs.body.data.id;
    expect((await own.get(`${url}/${id}`)).status).toBe(404);
    expect((await own.put(`${url}/${id}`, { id, version: 1, ...(samples[key] as AreaSample).change })).status).toBe(
      404,
    );
    expect((await own.del(`${url}/${id}`)).status).toBe(404);
    const list = await own.get<{ rows: { id: number }[] }>(`${url}?size=999`);
    expect(list.body.data.rows.map((r) => r.id)).not.toContain(id);
    expect((await other.get(`${url}/${id}`)).status).toBe(200);
  });
});
