import type { DbOrTx } from '@pm/db';
import { ensureSystemSchedule } from './schedules.repo';

export { SYSTEM_COMPANY } from './schedules.repo';

/**
 * A schedule the product itself keeps (任期届满 each day), owned by no company (company 0, so only
 * platform administrators see its jobs) and by no person. Written at start-up when missing, due at
 * once: the first tick after the first start fires it, and afterwards each firing a tick finds
 * past due (every instance was down at its time) fires once.
 */
export async function systemSchedule(
  db: DbOrTx,
  schedule: { kind: string; title: string; cron: string },
  now: Date,
): Promise<void> {
  await ensureSystemSchedule(db, { ...schedule, nextFireAt: now });
}
