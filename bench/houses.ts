// The house list page and the house export at scale (issue 5 goals: list p95 < 50 ms at 50
// connections; export of 100k houses < 10 s and < 200 MB).
// Run: npm run bench -- houses   (or: pnpm --filter @pm/bench exec tsx houses.ts [connections] [seconds])
// The server runs in its own process on a fresh PostgreSQL database: demo seed + seed:scale (BENCH_HOUSES, default 100000).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { Agent, request } from 'node:http';
import { startHousesServer } from './support/houses-server';

const connections = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 20);

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function call(port: number, method: string, path: string, token: string, body?: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } },
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const { info, stop } = await startHousesServer();
try {
  const listPath = () => {
    const estate = info.estateIds[Math.floor(Math.random() * info.estateIds.length)];
    const page = 1 + Math.floor(Math.random() * 5);
    return `/api/records/house?estateId=${estate}&sort=code&order=asc&page=${page}&size=20`;
  };
  const first = await call(info.port, 'GET', listPath(), info.token);
  if (first.status !== 200) throw new Error(`list answered ${first.status}`);
  for (let i = 0; i < 200; i++) await call(info.port, 'GET', listPath(), info.token);

  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await call(info.port, 'GET', listPath(), info.token);
        latencies.push(performance.now() - started);
        if (res.status !== 200) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);

  const baseline = rssMiB(info.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(info.pid))), 20);
  const exportStarted = performance.now();
  const exported = await call(info.port, 'POST', '/api/records/house/export', info.token, JSON.stringify({ usage: '性能测试', auditor: '测试', auditDate: '2026.11.21' }));
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(info.pid));

  console.log(
    [
      `houses: ${cpus().length} cores, PostgreSQL pool ${info.pool}, ${info.houses} scale houses in ${info.estateIds.length} estates (+ demo seed); seed:scale ${(info.scaleMs / 1000).toFixed(1)} s`,
      `  list GET /api/records/house?estateId&sort=code (page 1-5, size 20), ${connections} connections, ${seconds} s:`,
      `    requests ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), non-200 ${failures}`,
      `    latency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies[latencies.length - 1] ?? 0).toFixed(1)}  (goal p95 < 50)`,
      `  export POST /api/records/house/export (all houses of the company): status ${exported.status}, ${(exported.bytes / 1024 / 1024).toFixed(1)} MiB in ${(exportMs / 1000).toFixed(2)} s (goal < 10 s)`,
      `    server RSS MiB: before ${baseline.toFixed(0)}, peak ${peak.toFixed(0)} (+${(peak - baseline).toFixed(0)}) (goal < 200 MB)`,
    ].join('\n'),
  );
} finally {
  agent.destroy();
  await stop();
}
