import { writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { workerSlot } from './workers';

// The schedules' clock of this worker's product (JOB_CLOCK_FILE, a test knob of the server): the
// file holds the milliseconds it runs ahead of the real clock, read at each scheduler tick. Other
// files share the product: a test that moves the clock puts it back with resetJobClock.

function jobClockFile(): string {
  const files = inject('jobClockFiles');
  const file = files[workerSlot(files.length)];
  if (!file) throw new Error('没有 JOB_CLOCK_FILE：用 E2E_BASE_URL 时请设置 E2E_JOB_CLOCK_FILE 为该产品启动时的 JOB_CLOCK_FILE');
  return file;
}

/** Moves the schedules' clock so that it reads `at` now (and runs on from there). */
export function setJobClock(at: Date): void {
  writeFileSync(jobClockFile(), String(at.getTime() - Date.now()));
}

/** The schedules' clock back on the real time. */
export function resetJobClock(): void {
  writeFileSync(jobClockFile(), '0');
}
