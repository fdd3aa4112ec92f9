// The soak's figures, printed at the end, and the clean-up of the soak's own Redis keys.
import { spawnSync } from 'node:child_process';
import type { SoakClient } from './soak-client';
import type { SoakInstance, StopWindow } from './soak-instances';
import type { RestartWindow } from './soak-postgres';
import type { StaffContext } from './soak-staff';
import { classify, meanRss, type JobsState, type LostWrites, type RssSample } from './soak-verify';

export interface ReportInput {
  /** The soak's length in ms. */
  t: number;
  ctx: StaffContext;
  client: SoakClient;
  stops: StopWindow[];
  pgRestarts: RestartWindow[];
  samples: RssSample[];
  lost: LostWrites;
  jobs: JobsState;
  live: { queue: number; imports: number };
  /** Seconds from the end of the load until every job had ended (or the wait gave up). */
  settled: number;
  instances: SoakInstance[];
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** Prints the figures; true when every goal but memory's is met and memory is within 10 %. */
export function printReport(r: ReportInput): boolean {
  const { client, ctx } = r;
  const byLabel = new Map<string, number[]>();
  for (const s of client.sent) {
    const list = byLabel.get(s.label) ?? [];
    list.push(s.end - s.start);
    byLabel.set(s.label, list);
  }
  console.log(`\nrequests: ${client.sent.length} reached an instance (${client.refused} found one down and went to the other)`);
  for (const [label, times] of [...byLabel].sort((a, b) => b[1].length - a[1].length)) {
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(12)} ${String(times.length).padStart(6)}  p50 ${pct(times, 50).toFixed(0).padStart(5)} ms  p99 ${pct(times, 99).toFixed(0).padStart(6)} ms`);
  }
  const a = ctx.acked;
  const owners = a.imports.reduce((n, i) => n + i.names.length, 0);
  console.log(`acknowledged writes: ${a.payments.length} payments, ${a.vouchers.length} vouchers, ${a.imports.length} imports (${owners} owners), ${a.runs.length} bill runs; ` + `looked up ${r.lost.checked}, lost ${r.lost.lost.length}${r.lost.lost.length ? `: ${r.lost.lost.slice(0, 10).join('; ')}` : ''}`);
  if (ctx.unknown.size) console.log(`writes without an answer (outcome unknown, not counted as acknowledged): ${[...ctx.unknown].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const crashes = r.instances.flatMap((i) => i.crashes);
  for (const c of crashes) {
    const lines = r.instances[c.instance]!.crashLines();
    console.log(`CRASH: instance ${c.instance + 1} exited by itself at ${(c.at / 1000).toFixed(1)} s (${c.signal ?? `code ${c.code}`}), started again: ${lines.slice(-2).join(' | ')}`);
  }
  const failures = classify(client.sent, r.stops, r.pgRestarts, crashes);
  console.log(
    `failures (5xx or connection lost after sending): ${failures.total}; in flight to an instance between its stop signal and its exit: ${failures.instanceRestart}; ` +
      `in flight during the PostgreSQL restart: ${failures.databaseRestart}; unexpected: ${failures.unexpected.length}${failures.crash ? ` (${failures.crash} in flight to an instance when it crashed)` : ''}`,
  );
  for (const f of failures.unexpected.slice(0, 15)) {
    console.log(`  unexpected: ${f.label} on instance ${f.instance + 1} at ${(f.start / 1000).toFixed(1)} s: ${f.status ?? f.error} ${f.msg ?? ''}`);
  }
  console.log(`jobs: background_jobs ${JSON.stringify(r.jobs.queue)}, import_jobs ${JSON.stringify(r.jobs.imports)}; still live ${r.live.queue} queue jobs, ${r.live.imports} imports (${r.settled.toFixed(0)} s after the load ended)`);
  if (r.jobs.runsNotDone.length) console.log(`  bill runs not done or short of lines: ${r.jobs.runsNotDone.slice(0, 10).join('; ')}`);
  const window = Math.min(10 * 60_000, r.t / 3);
  const first = meanRss(r.samples, 0, window, r.instances.length);
  const last = meanRss(r.samples, r.t - window, Infinity, r.instances.length);
  const peak = (from: number, to: number) => Math.max(...r.samples.filter((s) => s.at >= from && s.at < to).flatMap((s) => s.mib.filter((v): v is number => v !== undefined)));
  const sum = (v: number[]) => v.reduce((x, y) => x + y, 0);
  const ratio = sum(last) / sum(first);
  console.log(
    `memory (RSS, mean of the ${r.samples.length} samples while up): first ${(window / 60_000).toFixed(1)} min ${first.map((v) => v.toFixed(0)).join(' + ')} MiB, ` +
      `last ${(window / 60_000).toFixed(1)} min ${last.map((v) => v.toFixed(0)).join(' + ')} MiB: ${(ratio * 100 - 100).toFixed(1)} % (goal within ±10 %); ` +
      `largest instance ${peak(0, window).toFixed(0)} MiB in the first, ${peak(r.t - window, Infinity).toFixed(0)} MiB in the last`,
  );
  const refusals = [...ctx.refusals].sort((x, y) => y[1] - x[1]);
  if (refusals.length) console.log(`4xx answers (business refusals): ${refusals.slice(0, 12).map(([k, n]) => `${k}: ${n}`).join('; ')}`);
  return crashes.length === 0 && r.lost.lost.length === 0 && failures.unexpected.length === 0 && r.live.queue === 0 && r.live.imports === 0 && r.jobs.runsNotDone.length === 0 && Math.abs(ratio - 1) <= 0.1;
}

/** Deletes the soak's keys (its installation's prefix) from Redis with redis-cli; says what it did. */
export function clearRedisKeys(url: string, pattern: string): string {
  const scan = spawnSync('redis-cli', ['-u', url, '--scan', '--pattern', pattern], { encoding: 'utf8' });
  if (scan.error || scan.status !== 0) return `redis: keys ${pattern} left (redis-cli: ${scan.error?.message ?? scan.stderr.trim()})`;
  const keys = scan.stdout.split('\n').filter(Boolean);
  for (let i = 0; i < keys.length; i += 500) spawnSync('redis-cli', ['-u', url, 'del', ...keys.slice(i, i + 500)]);
  return `redis: ${keys.length} keys ${pattern} deleted`;
}
