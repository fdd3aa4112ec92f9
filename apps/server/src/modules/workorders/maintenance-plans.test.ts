import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, chinaToday } from '@pm/domain';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTechnician, uploadedPhoto } from '../../../test/factories/workorders';
import { generateMaintenanceOrders } from './maintenance-plans';

// 设备保养计划 → 维保工单 with a fake clock: the job's pass is called at chosen instants; each plan's task is written
// once a day ahead (09:00 China time), given to the plan's 负责人, due at its window's close; finishing it writes the
// 设备保养记录 and moves 上次保养日期. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (parallel passes).

let t: TestApp;
let companyId = 0;
let tech: TestUser;
let dispatcher: TestUser;
let techStaffId = 0;
let deviceId = 0;
const db = () => t.database.db;
const cn = (text: string) => new Date(`${text}+08:00`);
const o = schema.workOrders;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(db());
  companyId = company.id;
  tech = await buildTechnician(db(), companyId, '电梯维保 孙工');
  dispatcher = await buildUser(db(), { companyId, role: 'emp', name: '派单员' });
  const [dept] = await db().insert(schema.departments).values({ companyId, code: 'GC', name: '工程部' }).returning();
  const [staff] = await db().insert(schema.staffProfiles).values({ companyId, userId: tech.id, name: '孙工', username: tech.username, deptId: dept!.id }).returning();
  techStaffId = staff!.id;
  const [device] = await db()
    .insert(schema.devices)
    .values({ companyId, code: 'DT-01', name: '1号电梯', category: '1', location: '1栋电梯井', status: '1' })
    .returning();
  deviceId = device!.id;
});
afterAll(() => t.close());

async function plan(p: { cycle: string; nextDate: string; responsible?: number | null; status?: string }) {
  const [row] = await db()
    .insert(schema.deviceMaintPlans)
    .values({ companyId, deviceId, content: '曳引机润滑、制动器间隙', cycle: p.cycle, nextDate: p.nextDate, responsibleId: p.responsible === undefined ? techStaffId : p.responsible, status: p.status ?? '1' })
    .returning();
  return row!.id;
}
const withKey = (key: string) => db().select().from(o).where(and(eq(o.companyId, companyId), eq(o.planKey, key)));

describe('维保工单 from 设备保养计划', () => {
  it('writes a weekly plan’s task once, a day ahead at 09:00, to its 负责人, due at the window’s close', async () => {
    const id = await plan({ cycle: '1', nextDate: '2027-03-04' });
    const key = `maint:${id}:2027-03-04`;
    const mine = () => withKey(key);

    expect(await generateMaintenanceOrders(db(), cn('2027-03-03T08:59'))).toMatchObject({ orders: 0 });
    expect(await mine()).toHaveLength(0);
    await generateMaintenanceOrders(db(), cn('2027-03-03T09:00'));
    await generateMaintenanceOrders(db(), cn('2027-03-03T09:05'));
    const [order, ...more] = await mine();
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ kind: 'maintenance', state: 'assigned', handlerId: tech.id, priority: 'normal' });
    expect(order!.content).toBe('1号电梯（DT-01，1栋电梯井）保养：曳引机润滑、制动器间隙');
    expect(order!.appointmentAt!.toISOString()).toBe(cn('2027-03-04T09:00').toISOString());
    // 每周: two days' window, overdue after 18:00 of the second
    expect(order!.dueAt!.toISOString()).toBe(cn('2027-03-05T18:00').toISOString());
    expect(order!.planEndsAt!.toISOString()).toBe(cn('2027-03-05T18:00').toISOString());
    // the cursor holds the next look: before it the plan is not even read
    const cursor = (await db().select().from(schema.workOrderPlanCursors).where(eq(schema.workOrderPlanCursors.planId, id)))[0]!;
    expect(cursor.nextRunAt!.toISOString()).toBe(cn('2027-03-10T09:00').toISOString());
    await generateMaintenanceOrders(db(), cn('2027-03-08T12:00'));
    expect(await withKey(`maint:${id}:2027-03-11`)).toHaveLength(0);
    await generateMaintenanceOrders(db(), cn('2027-03-10T09:00'));
    expect(await withKey(`maint:${id}:2027-03-11`)).toHaveLength(1);
  });

  it('leaves a plan without a 负责人 to the dispatcher, and writes nothing for a paused plan', async () => {
    const open = await plan({ cycle: '2', nextDate: '2027-04-15', responsible: null });
    const paused = await plan({ cycle: '2', nextDate: '2027-04-15', status: '2' });
    await generateMaintenanceOrders(db(), cn('2027-04-14T09:30'));
    const [left] = await withKey(`maint:${open}:2027-04-15`);
    expect(left).toMatchObject({ state: 'pending', handlerId: null });
    // 每月: five days' window
    expect(left!.dueAt!.toISOString()).toBe(cn('2027-04-19T18:00').toISOString());
    expect(await withKey(`maint:${paused}:2027-04-15`)).toHaveLength(0);
  });

  it('parallel passes write each task once (PostgreSQL: two instances at the same minute)', async () => {
    const id = await plan({ cycle: '5', nextDate: '2027-06-01' });
    const count = async () => (await db().select({ id: o.id }).from(o).where(eq(o.companyId, companyId))).length;
    const before = await count();
    // the earlier plans catch up too (their weeks and months up to this day): every order written is counted once
    const passes = await Promise.all(Array.from({ length: 4 }, () => generateMaintenanceOrders(db(), cn('2027-05-31T10:00'))));
    expect(passes.reduce((n, p) => n + p.orders, 0)).toBe((await count()) - before);
    expect(await withKey(`maint:${id}:2027-06-01`)).toHaveLength(1);
  });

  it('an order past its window is 超时 on the board; finished, it writes the 设备保养记录 and moves 上次保养日期', async () => {
    const today = chinaToday();
    const id = await plan({ cycle: '1', nextDate: addDays(today, -10) });
    await generateMaintenanceOrders(db(), cn(`${addDays(today, -11)}T09:00`));
    const [order] = await withKey(`maint:${id}:${addDays(today, -10)}`);
    expect(order).toBeDefined();
    const board = await t.as(dispatcher).get<{ rows: { id: number; sla: string; kindName: string }[] }>(`/api/workorders?sla=overdue&kind=maintenance&page=1&size=50`);
    expect(board.status).toBe(200);
    expect(board.body.data.rows.find((r) => r.id === order!.id)).toMatchObject({ sla: 'overdue', kindName: '维保' });

    for (const step of ['accept', 'arrive', 'start']) {
      const res = await t.as(tech).post(`/api/workorders/${order!.id}/${step}`, { id: order!.id });
      expect([step, res.status]).toEqual([step, 200]);
    }
    const photo = await uploadedPhoto(db(), tech);
    const done = await t.as(tech).post<{ dueAt: string | null; sla: string }>(`/api/workorders/${order!.id}/finish`, { id: order!.id, photoIds: [photo] });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ dueAt: null, sla: 'none' });
    const records = await db().select().from(schema.deviceMaintRecords).where(eq(schema.deviceMaintRecords.planId, id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ deviceId, maintDate: today, maintainer: '电梯维保 孙工', result: '1', remark: `维保工单 ${order!.number}`, createdBy: tech.id });
    const [after] = await db().select().from(schema.deviceMaintPlans).where(eq(schema.deviceMaintPlans.id, id));
    expect(after!.lastDate).toBe(today);
  });
});
