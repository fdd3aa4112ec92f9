// The house list page and the house export at scale (issue 5 goals: list p95 < 50 ms at 50
// connections; export of 100k houses < 10 s and < 200 MB).
// Run: npm run bench -- houses   (or: pnpm --filter @pm/bench exec tsx houses.ts [connections] [seconds])
// The server runs in its own process on a fresh PostgreSQL database: demo seed + seed:scale (BENCH_HOUSES, default 100000).
// Beside the latencies it prints the CPU each party spent per list request (server process, the
// bench database's PostgreSQL backends, the load generator) and what the rest of the machine took
// meanwhile: on two shared cores that says whether a slow figure is our work or a busy machine.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';

const connections = Number(process.argv[2] ?? 50);
const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);
const seconds = Number(process.argv[3] ?? 20);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function call(
  port: number,
  method: string,
  path: string,
  token: string,
  body?: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** USER_HZ of /proc times (100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) of a process so far, in ms; 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** Busy CPU time of the whole machine so far (every core), in ms. */
function machineBusyMs(): number {
  const [, ...cols] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/) ?? [];
  const n = cols.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return ((n.slice(0, 8).reduce((a, b) => a + b, 0) - idle) * 1000) / TICKS_PER_SECOND;
}
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const server = await startBenchServer({ houses: HOUSES });
const { info } = server;
const scale = info.scale ?? { houses: 0, ms: 0, estateIds: [] };
try {
  const { token } = await server.signIn('emp01');
  const listPath = () => {
    const estate = scale.estateIds[Math.floor(Math.random() * scale.estateIds.length)];
    const page = 1 + Math.floor(Math.random() * 5);
    return `/api/records/house?estateId=${estate}&sort=code&order=asc&page=${page}&size=20`;
  };
  const first = await call(info.port, 'GET', listPath(), token);
  if (first.status !== 200) throw new Error(`list answered ${first.status}`);
  for (let i = 0; i < 200; i++) await call(info.port, 'GET', listPath(), token);

  // autocannon keeps the load generator's own CPU low (it shares the cores with the server and
  // PostgreSQL); every response time is kept so the percentiles are exact.
  const load = (duration: number, onTime?: (ms: number, status: number) => void) => {
    const run = autocannon({
      url: `http://127.0.0.1:${info.port}`,
      connections,
      duration,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (req) => ({ ...req, path: listPath() }) }],
    });
    if (onTime) run.on('response', (_client, status, _bytes, ms) => onTime(ms, status));
    return run;
  };
  await load(3); // warm-up: opens the whole pool, prepares the statements on every connection
  const backends = await server.backendPids();
  const cpu = () => ({
    server: cpuMs(info.pid),
    postgres: backends.reduce((sum, pid) => sum + cpuMs(pid), 0),
    generator: cpuMs(process.pid),
    machine: machineBusyMs(),
  });
  const latencies: number[] = [];
  let failures = 0;
  const loadBefore = loadAverage();
  const before = cpu();
  const result = await load(seconds, (ms, status) => {
    latencies.push(ms);
    if (status !== 200) failures++;
  });
  const after = cpu();
  const loadAfter = loadAverage();
  failures += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  const perRequest = (key: keyof typeof before) =>
    ((after[key] - before[key]) / Math.max(1, latencies.length)).toFixed(2);
  const ours = (['server', 'postgres', 'generator'] as const).reduce((sum, key) => sum + (after[key] - before[key]), 0);
  const others = ((after.machine - before.machine - ours) / Math.max(1, latencies.length)).toFixed(2);

  const baseline = rssMiB(info.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(info.pid))), 20);
  const exportStarted = performance.now();
  const exported = await call(
    info.port,
    'POST',
    '/api/records/house/export',
    token,
    JSON.stringify({ usage: '性能测试', auditor: '测试', auditDate: '2026.11.21' }),
  );
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(info.pid));

  console.log(
    [
      `houses: ${cpus().length} cores, PostgreSQL pool ${info.pool}, ${scale.houses} scale houses in ${scale.estateIds.length} estates (+ demo seed); seed:scale ${(scale.ms / 1000).toFixed(1)} s`,
      `  list GET /api/records/house?estateId&sort=code (page 1-5, size 20), ${connections} connections, ${seconds} s (autocannon); load average ${loadBefore} → ${loadAfter}:`,
      `    requests ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), non-200 or failed ${failures}`,
      `    latency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies[latencies.length - 1] ?? 0).toFixed(1)}  (goal p95 < 50)`,
      `    CPU ms per request: server ${perRequest('server')}, PostgreSQL backends ${perRequest('postgres')}, load generator ${perRequest('generator')}; other processes on the machine ${others}`,
      `  export POST /api/records/house/export (all houses of the company): status ${exported.status}, ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB in ${(exportMs / 1000).toFixed(2)} s (goal < 10 s)`,
      `    server RSS MiB: before ${baseline.toFixed(0)}, peak ${peak.toFixed(0)} (+${(peak - baseline).toFixed(0)}) (goal < 200 MB)`,
    ].join('\n'),
  );
} finally {
  agent.destroy();
  await server.stop();
}
