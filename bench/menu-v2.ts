// GET /api/menu/v2 throughput at 50 connections against a bare Fastify route that runs the same
// menu SQL with no session, validation or tree building, measured in the same run.
// Goal (issue 3): at least 0.6 of the bare route's requests per second, p99 under 50 ms.
// Run: npm run bench -- menu-v2   (or: pnpm --filter @pm/bench exec tsx menu-v2.ts [seconds per run] [rounds])
// BENCH_REDIS_URL=redis://127.0.0.1:6379 runs the server with the Redis auth store.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';

const seconds = Number(process.argv[2] ?? 8);
const rounds = Number(process.argv[3] ?? 3);
const connections = 50;

async function measure(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, connections, duration, headers });
}

function line(label: string, r: autocannon.Result): string {
  return `  ${label}: ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p90 ${r.latency.p90} ms  p99 ${r.latency.p99} ms  (non-2xx ${r.non2xx}, errors ${r.errors})`;
}

const server = await startBenchServer({ menuBaseline: true });
const { info } = server;
try {
  const base = server.baseUrl;
  const { token, userId, company } = await server.signIn('emp01');
  const menu = (await (
    await fetch(`${base}/api/menu/v2`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: unknown[];
  };
  const size = JSON.stringify(menu).length;

  console.log(
    `menu-v2: ${cpus().length} cores, ${connections} connections, ${seconds} s per run, ${rounds} rounds, store ${info.store}, pool ${info.pool}, ${info.mode}; response ${size} bytes`,
  );
  const bareUrl = `http://127.0.0.1:${info.helperPort}/bare/menu?user=${userId}&company=${company}`;
  const fullUrl = `${base}/api/menu/v2`;
  const auth = { authorization: `Bearer ${token}` };
  // Warm-up of both (connections, JIT, database caches), then alternating rounds so that load from
  // elsewhere on the machine falls on both sides alike.
  await measure(bareUrl, {}, 2);
  await measure(fullUrl, auth, 2);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let fullP99 = 0;
  for (let round = 1; round <= rounds; round++) {
    const bareRun = await server.serverCpuMs(() => measure(bareUrl, {}, seconds));
    const fullRun = await server.serverCpuMs(() => measure(fullUrl, auth, seconds));
    const bare = bareRun.result;
    const full = fullRun.result;
    const bareCpu = bareRun.cpuMs / bare.requests.total;
    const fullCpu = fullRun.cpuMs / full.requests.total;
    cpuRatios.push(bareCpu / fullCpu);
    console.log(
      `round ${round} (load average ${loadavg()[0]?.toFixed(1)}; server CPU per request: bare ${bareCpu.toFixed(2)} ms, menu v2 ${fullCpu.toFixed(2)} ms)`,
    );
    console.log(line('bare Fastify + same SQL', bare));
    console.log(line('GET /api/menu/v2       ', full));
    ratios.push(full.requests.average / bare.requests.average);
    fullP99 = Math.max(fullP99, full.latency.p99);
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
  console.log(
    `  ratio per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median.toFixed(2)} of bare (goal >= 0.6)`,
  );
  cpuRatios.sort((a, b) => a - b);
  console.log(
    `  server-CPU ratio (bare CPU per request / menu v2 CPU per request), median ${(cpuRatios[Math.floor(cpuRatios.length / 2)] ?? 0).toFixed(2)}`,
  );
  console.log(`  worst p99 of /api/menu/v2: ${fullP99} ms (goal < 50 ms)`);
} finally {
  await server.stop();
}
