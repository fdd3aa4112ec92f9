import type { FastifyBaseLogger } from 'fastify';
import { chinaToday } from './office.rules';

// 业委会成员 whose term has ended become 任期届满 by a job (docs/decisions.md "Meetings, votes and
// committee terms"), not on reading the list: a read that wrote bumped the row's version under a
// user editing it. The job runs when the server starts and then each day just after China's midnight.

const DAY_MS = 86_400_000;
/** China's clock: UTC+8, no daylight saving. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** The daily run waits this long past midnight, so a clock a little behind already reads the new day. */
const PAST_MIDNIGHT_MS = 60_000;

/** Milliseconds from `now` to the next daily run: 00:01 China time of the next day (or of today, before 00:01). */
export function msToNextRun(now: Date): number {
  const sinceChinaMidnight = (now.getTime() + CHINA_OFFSET_MS) % DAY_MS;
  const wait = PAST_MIDNIGHT_MS - sinceChinaMidnight;
  return wait > 0 ? wait : wait + DAY_MS;
}

export interface TermEndsJob {
  /** Runs once now (resolving when done) and schedules the daily runs. */
  start(): Promise<void>;
  /** Clears the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The job around `markEnded` (office.repo.ts markEndedTerms on the app's database): a failed run is
 * logged and the next day's run tries again. The timer is unref'd: it never keeps the process alive.
 */
export function termEndsJob(markEnded: (today: string) => Promise<number>, log: FastifyBaseLogger, clock = () => new Date()): TermEndsJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = async () => {
    const today = chinaToday(clock());
    try {
      const marked = await markEnded(today);
      if (marked > 0) log.info({ marked, today }, '业委会成员任期届满：已更新任职状态');
    } catch (error) {
      log.error({ err: error, today }, '业委会成员任期届满：更新失败，明日再试');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(schedule);
    }, msToNextRun(clock()));
    timer.unref();
  };

  return {
    async start() {
      running = run();
      await running;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
