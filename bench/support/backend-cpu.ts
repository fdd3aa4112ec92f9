// CPU time of the PostgreSQL backends connected to one database, read from /proc (the server on this machine; the
// bench runs as a user that may read its processes). On two shared cores the database's CPU and the server's compete,
// so a phase's cost is both. Backends that come and go between two readings are missed (the pools keep theirs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';

let ticksPerSecond: number | undefined;
const tick = () => (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100);

function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the command: state is field 3, utime 14, stime 15
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / tick();
  } catch {
    return undefined;
  }
}

/** CPU ms per backend pid of `database`, or undefined when /proc does not show them (a remote server). */
export async function backendsCpu(admin: postgres.Sql, database: string): Promise<Map<number, number> | undefined> {
  const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === undefined) return undefined;
    out.set(pid, ms);
  }
  return out;
}

/** CPU ms the backends spent between two readings (a backend new in `after` counts from 0). */
export function cpuBetween(before: Map<number, number> | undefined, after: Map<number, number> | undefined): number | undefined {
  if (!before || !after) return undefined;
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}
