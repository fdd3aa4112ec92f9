import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import { nextFiring } from '../../../jobs/cron';
import { startOnlinePay, type OnlinePayWorld } from '../../../../test/factories/online-pay';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';
import { endedJob } from '../../../../test/jobs';
import { PayGateway } from '../pay-gateway';
import { askAgain, PAY_RECON, RECON_CRON, reconScheduleKind } from './recon.job';

// 线上对账's schedule: each day at 10:30 China time for yesterday; a bill still 生成中 is asked for again until noon
// (a scheduled run only); a person's run of a day whose bill is not ready ends at once saying so.

describe('when the daily firing falls', () => {
  it.each([
    ['at 10:00 China time', '2026-11-27T02:00:00Z', '2026-11-27T02:30:00Z'],
    ['at 10:30, just fired', '2026-11-27T02:30:00Z', '2026-11-28T02:30:00Z'],
    ['at 23:59 China time (still the day before in China)', '2026-11-27T15:59:00Z', '2026-11-28T02:30:00Z'],
  ])('%s', (_, now, next) => {
    expect(nextFiring(RECON_CRON, new Date(now)).toISOString()).toBe(new Date(next).toISOString());
  });
});

describe('asking again for a bill not ready', () => {
  const noon = '2026-11-27T04:00:00.000Z';
  it.each([
    ['scheduled, before noon', true, { billDate: '2026-11-26', retryUntil: noon }, false, '2026-11-27T02:40:00Z', true],
    ['scheduled, past noon', true, { billDate: '2026-11-26', retryUntil: noon }, false, '2026-11-27T04:01:00Z', false],
    ['scheduled, the last attempt', true, { billDate: '2026-11-26', retryUntil: noon }, true, '2026-11-27T02:40:00Z', false],
    ['a person’s run', true, { billDate: '2026-11-26' }, false, '2026-11-27T02:40:00Z', false],
    ['a bill that was read', false, { billDate: '2026-11-26', retryUntil: noon }, false, '2026-11-27T02:40:00Z', false],
  ])('%s', (_, retry, task, last, now, expected) => {
    expect(askAgain({ retry }, task, last, new Date(now))).toBe(expected);
  });
});

describe('the schedule and a run before the bill is ready', () => {
  let world: OnlinePayWorld;
  let w: ChargingWorld;
  beforeAll(async () => {
    world = await startOnlinePay();
    w = await buildChargingWorld(world.t.database.db, [{}]);
  });
  afterAll(() => world.close());

  it('is a system schedule at 10:30 whose firing reconciles yesterday, asking again until noon', async () => {
    const db = world.t.database.db;
    const [schedule] = await db.select().from(schema.jobSchedules).where(and(eq(schema.jobSchedules.companyId, 0), eq(schema.jobSchedules.kind, PAY_RECON)));
    expect(schedule).toMatchObject({ cron: RECON_CRON, enabled: true });
    const fired = addDays(chinaToday(), -3);
    const gateway = new PayGateway(world.t.config.wechatpay!, () => 'http://127.0.0.1:9/notify');
    const engine = world.t.app.jobs.engine;
    const job = await db.transaction((tx) => reconScheduleKind(engine, gateway).fire(tx, schedule!, new Date(`${fired}T10:30:00+08:00`)));
    expect(job).toMatchObject({ kind: PAY_RECON, companyId: 0, createdBy: null, title: `线上对账 ${addDays(fired, -1)}` });
    expect(job.params).toEqual({ billDate: addDays(fired, -1), retryUntil: new Date(`${fired}T12:00:00+08:00`).toISOString() });
    const [day] = await db.select().from(schema.payReconDays).where(eq(schema.payReconDays.id, job.refId!));
    expect(day).toMatchObject({ billDate: addDays(fired, -1), state: 'waiting' });
    await engine.cancel(job);
  });

  it('a person’s run of a day whose bill is 生成中 fails at once saying so; the day waits', async () => {
    const d = addDays(chinaToday(), -2);
    world.vendor.knobs.moveClock({ to: `${addDays(d, 1)}T09:00:00+08:00` });
    const res = await world.t.as(w.clerk).post('/api/pay/recon/runs', { billDate: d });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await endedJob(world.t.database.db, (res.body.data as { jobId: number }).jobId, 40_000);
    expect(job).toMatchObject({ state: 'failed', error: `${d}：账单生成中，次日10点后可下载` });
    const days = await world.t.as(w.clerk).get(`/api/pay/recon/days?from=${d}&to=${d}`);
    expect((days.body.data as { rows: unknown[] }).rows).toEqual([expect.objectContaining({ billDate: d, state: 'waiting', error: '账单生成中，次日10点后可下载', running: false })]);
    const twice = await Promise.all([world.t.as(w.clerk).post('/api/pay/recon/runs', { billDate: d }), world.t.as(w.clerk).post('/api/pay/recon/runs', { billDate: d })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)!.body.msg).toBe(`${d}的对账正在进行，请稍候`);
    await endedJob(world.t.database.db, (twice.find((r) => r.status === 200)!.body.data as { jobId: number }).jobId, 40_000);
  });
});
