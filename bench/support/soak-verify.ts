// What the soak checks at the end: every acknowledged write is in the database as answered (0 lost), every job of the
// queue (background_jobs) and every Excel import (import_jobs) ended, each failed request explained or not by a
// restart, and the instances' memory over the first and last part of the soak.
import type postgres from 'postgres';
import type { Sent } from './soak-client';
import type { Crash, StopWindow } from './soak-instances';
import type { RestartWindow } from './soak-postgres';
import type { Acked } from './soak-staff';

export interface LostWrites {
  checked: number;
  lost: string[];
}

/** Looks up every acknowledged write; `lost` names each one missing or not as its answer said. */
export async function lostWrites(sql: postgres.Sql, companyId: number, acked: Acked): Promise<LostWrites> {
  const lost: string[] = [];
  const payIds = acked.payments.map((p) => p.id);
  const payments = new Map(
    (await sql<{ id: string; total: string; number: string | null }[]>`
      select p.id, p.total::text as total, r.number from payments p left join receipts r on r.payment_id = p.id where p.id = any(${payIds}::bigint[])`).map((r) => [Number(r.id), r]),
  );
  for (const p of acked.payments) {
    const row = payments.get(p.id);
    if (!row || row.total !== p.total || (row.number ?? '') !== p.receipt) lost.push(`payment ${p.id} (receipt ${p.receipt}, ${p.total})`);
  }
  const vouchers = new Map(
    (await sql<{ id: string; total: string }[]>`select id, total_debit::text as total from acct_vouchers where id = any(${acked.vouchers.map((v) => v.id)}::bigint[])`).map((r) => [Number(r.id), r.total]),
  );
  for (const v of acked.vouchers) if (vouchers.get(v.id) !== v.total) lost.push(`voucher ${v.id} (${v.total})`);
  const names = acked.imports.flatMap((i) => i.names);
  const owners = new Set(
    (await sql<{ name: string }[]>`select name from owners where company_id = ${companyId} and deleted_at is null and name = any(${names}::text[])`).map((r) => r.name),
  );
  for (const i of acked.imports) {
    const missing = i.names.filter((n) => !owners.has(n));
    if (missing.length) lost.push(`import job ${i.jobId}: ${missing.length} of ${i.names.length} owners missing`);
  }
  const runs = new Map(
    (await sql<{ id: string }[]>`select id from bill_runs where id = any(${acked.runs.map((r) => r.id)}::bigint[])`).map((r) => [Number(r.id), r]),
  );
  for (const r of acked.runs) if (!runs.has(r.id)) lost.push(`bill run ${r.id} (estate ${r.estateId} ${r.period})`);
  return { checked: acked.payments.length + acked.vouchers.length + acked.imports.length + acked.runs.length, lost };
}

export interface JobsState {
  /** background_jobs by state. */
  queue: Record<string, number>;
  /** import_jobs by status. */
  imports: Record<string, number>;
  /** Bill runs acknowledged: not done, or whose lines differ from their count. */
  runsNotDone: string[];
}

export async function jobsState(sql: postgres.Sql, runIds: number[]): Promise<JobsState> {
  const byState = async (query: Promise<{ k: string; n: number }[]>) => Object.fromEntries((await query).map((r) => [r.k, r.n]));
  const queue = await byState(sql<{ k: string; n: number }[]>`select state as k, count(*)::int as n from background_jobs group by 1 order by 1`);
  const imports = await byState(sql<{ k: string; n: number }[]>`select status as k, count(*)::int as n from import_jobs group by 1 order by 1`);
  const runs = await sql<{ id: string; state: string; created: number; lines: number; error: string | null }[]>`
    select r.id, r.state, r.lines_created as created, (select count(*)::int from bill_lines l where l.run_id = r.id) as lines, r.error
    from bill_runs r where r.id = any(${runIds}::bigint[])`;
  const runsNotDone = runs.filter((r) => r.state !== 'done' || r.created !== r.lines).map((r) => `run ${r.id} ${r.state} ${r.created}/${r.lines} lines ${r.error ?? ''}`.trim());
  return { queue, imports, runsNotDone };
}

/** Live jobs of the queue and imports still running (0 and 0 when everything ended). */
export async function liveJobs(sql: postgres.Sql): Promise<{ queue: number; imports: number; staleImports: { id: number; key: string }[] }> {
  const [row] = await sql<{ queue: number; imports: number }[]>`
    select (select count(*)::int from background_jobs where state in ('queued', 'running')) as queue,
           (select count(*)::int from import_jobs where status = 'running') as imports`;
  const stale = await sql<{ id: string; key: string }[]>`
    select id, record_key as key from import_jobs where status = 'running' and updated_at < now() - interval '5 minutes'`;
  return { queue: row!.queue, imports: row!.imports, staleImports: stale.map((s) => ({ id: Number(s.id), key: s.key })) };
}

export interface Failures {
  total: number;
  /** In flight to an instance when it crashed, whatever the cause (counted as unexpected too: a crash is). */
  crash: number;
  /** In flight to an instance between its stop signal and its exit. */
  instanceRestart: number;
  /** In flight while PostgreSQL restarted (from the restart's start until it answered again). */
  databaseRestart: number;
  unexpected: Sent[];
}

/** A failure is a 5xx answer or a connection lost after the request was sent. */
export function classify(sent: Sent[], stops: StopWindow[], pg: RestartWindow[], crashes: Crash[]): Failures {
  const failed = sent.filter((s) => s.status === null || s.status >= 500);
  const out: Failures = { total: failed.length, crash: 0, instanceRestart: 0, databaseRestart: 0, unexpected: [] };
  for (const f of failed) {
    // a crash's exit event comes a moment after its sockets closed
    const crashed = crashes.some((c) => c.instance === f.instance && f.start <= c.at && f.end >= c.at - 1000);
    if (stops.some((w) => w.instance === f.instance && f.start <= w.exitAt && f.end >= w.signalAt)) out.instanceRestart += 1;
    else if (!crashed && pg.some((w) => f.start <= w.end && f.end >= w.start)) out.databaseRestart += 1;
    else {
      if (crashed) out.crash += 1;
      out.unexpected.push(f);
    }
  }
  return out;
}

export interface RssSample {
  /** ms since the soak began. */
  at: number;
  mib: (number | undefined)[];
}

/** Mean RSS per instance (MiB, samples while it was up) in [from, to) ms of the soak. */
export function meanRss(samples: RssSample[], from: number, to: number, instances: number): number[] {
  return Array.from({ length: instances }, (_, i) => {
    const values = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.mib[i]).filter((v): v is number => v !== undefined);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
  });
}
