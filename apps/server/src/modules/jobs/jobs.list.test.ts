import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database, type Db } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buildCompany } from '../../../test/factories/companies';
import { pageJobs } from './jobs.list.repo';

let database: Database;
let db: Db;
let company: { id: number; nick: string };
let ids: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  company = await buildCompany(db);
  const other = await buildCompany(db);
  const [user] = await db
    .insert(schema.users)
    .values({
      companyId: company.id,
      username: `jobs-list-${company.id}`,
      passwordHash: 'x',
      name: '张三',
      role: 'emp',
    })
    .returning({ id: schema.users.id });
  const [schedule] = await db
    .insert(schema.jobSchedules)
    .values({
      companyId: company.id,
      kind: 'bill_run',
      title: '每月计费',
      cron: '0 2 1 * *',
      nextFireAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning({ id: schema.jobSchedules.id });
  const at = new Date('2026-03-01T08:00:00Z');
  const job = (title: string, createdAt: Date, extra: Partial<typeof schema.backgroundJobs.$inferInsert> = {}) => ({
    companyId: company.id,
    kind: 'bill_run',
    title,
    createdAt,
    ...extra,
  });
  ids = (
    await db
      .insert(schema.backgroundJobs)
      .values([
        job('较早', new Date('2026-02-01T08:00:00Z')),
        job('同时一', at, { createdBy: user!.id, scheduleId: schedule!.id }),
        job('同时二', at),
        job('同时三', at, { kind: 'import' }),
        { ...job('别家', at), companyId: other.id },
      ])
      .returning({ id: schema.backgroundJobs.id })
  ).map((r) => r.id);
});
afterAll(async () => database.close());

describe('后台作业 list', () => {
  it('pages newest first, the higher id first among jobs started together, with the names beside', async () => {
    const first = await pageJobs(db, company.id, { page: 1, size: 2 });
    const second = await pageJobs(db, company.id, { page: 2, size: 2 });
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.rows, ...second.rows].map((r) => r.job.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(second.rows[0]).toEqual({
      job: expect.objectContaining({ id: ids[1], title: '同时一' }),
      companyName: company.nick,
      createdByName: '张三',
      scheduleTitle: '每月计费',
    });
    expect(second.rows[0]?.job).not.toHaveProperty('companyName');
    expect(first.rows[1]).toMatchObject({ createdByName: null, scheduleTitle: null });
  });

  it('filters by kind and state; a platform administrator (no company) sees every company’s', async () => {
    expect((await pageJobs(db, company.id, { kind: 'import', page: 1, size: 10 })).rows.map((r) => r.job.id)).toEqual([
      ids[3],
    ]);
    expect((await pageJobs(db, company.id, { state: 'done', page: 1, size: 10 })).total).toBe(0);
    const all = await pageJobs(db, null, { page: 1, size: 100 });
    expect(all.rows.map((r) => r.job.id)).toEqual(expect.arrayContaining(ids));
    expect(all.total).toBeGreaterThanOrEqual(5);
  });
});
