import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { installTestKeys } from '../../../test/test-keys';
import { buildCompany } from '../../../test/factories/companies';
import { markEndedTerms } from './office.repo';
import { chinaToday } from './office.rules';
import { msToNextRun, termEndsJob } from './term-ends.job';

// 业委会成员 whose term has ended are marked 任期届满 by a job at start and daily after China's
// midnight: every company's, only 在任 rows past their last day, once however many instances run it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('when the daily run falls', () => {
  it.each([
    ['at China midnight', '2026-11-26T16:00:00Z', MINUTE],
    ['half a minute after it', '2026-11-26T16:00:30Z', 30_000],
    ['at 00:01, just run', '2026-11-26T16:01:00Z', 24 * HOUR],
    ['at 11:00 China time', '2026-11-27T03:00:00Z', 13 * HOUR + MINUTE],
    ['at 23:59 China time (15:59 UTC, still the day before in China)', '2026-11-27T15:59:00Z', 2 * MINUTE],
  ])('%s', (_, now, wait) => {
    expect(msToNextRun(new Date(now))).toBe(wait);
  });
});

describe('the job', () => {
  afterEach(() => vi.useRealTimers());
  const log = pino({ level: 'silent' });

  it('runs at start with China’s date, again each day after midnight, and not after it stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T03:00:00Z')); // 11:00 on the 27th in China
    const days: string[] = [];
    const job = termEndsJob(async (today) => (days.push(today), 0), log);
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    await job.start();
    expect(days).toEqual(['2026-11-27']);
    const timer = setTimer.mock.results[0]?.value as NodeJS.Timeout;
    // Put the (fake) setTimeout back before the real timers return, or the fake outlives the file.
    setTimer.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(13 * HOUR); // 00:00 on the 28th: not yet
    expect(days).toEqual(['2026-11-27']);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(days).toEqual(['2026-11-27', '2026-11-28']);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(days).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    await job.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(days).toHaveLength(3);
  });

  it('logs a failed run and tries again the next day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-27T03:00:00Z'));
    const errors = vi.spyOn(log, 'error');
    let calls = 0;
    const job = termEndsJob(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 1;
    }, log);
    await job.start();
    expect(errors).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(13 * HOUR + MINUTE);
    expect(calls).toBe(2);
    await job.stop();
  });
});

describe('marking ended terms', () => {
  let database: Database;
  let ids: Record<string, number>;
  const today = chinaToday();
  const yesterday = chinaToday(new Date(Date.now() - 24 * HOUR));

  beforeAll(async () => {
    database = await openTestDatabase();
    await installTestKeys(database.db);
    const [a, b] = [await buildCompany(database.db), await buildCompany(database.db)];
    const member = (companyId: number, memberName: string, termEnd: string, status: string) => ({
      companyId, memberName, position: '3', phone: '13900000001', termStart: '2024-01-01', termEnd, status,
    });
    const rows = await database.db
      .insert(schema.committeeMembers)
      .values([
        member(a.id, 'ended', '2025-12-31', '1'),
        member(a.id, 'endedYesterday', yesterday, '1'),
        member(a.id, 'endsToday', today, '1'),
        member(a.id, 'future', '2028-12-31', '1'),
        member(a.id, 'left', '2025-12-31', '2'),
        member(b.id, 'otherCompany', '2025-12-31', '1'),
      ])
      .returning({ id: schema.committeeMembers.id, name: schema.committeeMembers.memberName });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });
  afterAll(() => database.close());

  const states = async () => {
    const rows = await database.db
      .select({ id: schema.committeeMembers.id, status: schema.committeeMembers.status, version: schema.committeeMembers.version })
      .from(schema.committeeMembers)
      .where(inArray(schema.committeeMembers.id, Object.values(ids)));
    return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, rows.find((r) => r.id === id)]));
  };

  it('marks, when two server instances start at once, the ended terms of every company and only those, each once', async () => {
    const before = await states();
    const config = testConfig();
    const apps = [await buildApp(config, database), await buildApp(config, database)];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const after = await states();
      expect(Object.fromEntries(Object.entries(after).map(([name, row]) => [name, [row?.status, row!.version - before[name]!.version]]))).toEqual({
        ended: ['3', 1],
        endedYesterday: ['3', 1],
        endsToday: ['1', 0],
        future: ['1', 0],
        left: ['2', 0],
        otherCompany: ['3', 1],
      });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await states();
    expect(await markEndedTerms(database.db, today)).toBe(0);
    expect(await states()).toEqual(before);
  });

  it('marks a term on the day after its last', async () => {
    const tomorrow = chinaToday(new Date(Date.now() + 24 * HOUR));
    expect(await markEndedTerms(database.db, tomorrow)).toBe(1);
    expect((await states()).endsToday?.status).toBe('3');
  });
});
