// Server CPU per request of GET /api/menu/v2 and of a money read (POST /api/settle/counter/house) as emp03 signs in,
// with the rights check in place (issue 24: it must not cost more than 10 % of the CPU per request of the code before
// it). Run the same file on the commit before the check and on this one, on a quiet machine, and compare.
// Run: npm run bench -- rights-cost [seconds per run] [rounds]
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';

const seconds = Number(process.argv[2] ?? 8);
const rounds = Number(process.argv[3] ?? 3);
const connections = 20;

const server = await startBenchServer({});
try {
  const { token } = await server.signIn('emp03');
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const counter = { url: `${server.baseUrl}/api/settle/counter/house`, method: 'POST' as const, body: JSON.stringify({ houseId: 1 }) };
  const menu = { url: `${server.baseUrl}/api/menu/v2`, method: 'GET' as const };
  const first = await fetch(counter.url, { method: 'POST', headers: auth, body: counter.body });
  if (first.status !== 200) throw new Error(`counter/house answered ${first.status}: ${await first.text()}`);
  console.log(`rights-cost: ${cpus()[0]?.model ?? '?'}, ${cpus().length} cores, ${connections} connections, ${seconds} s per run, ${rounds} rounds, store ${server.info.store}`);
  for (const target of [menu, counter]) await autocannon({ ...target, headers: auth, connections, duration: 2 });
  const perRequest: Record<string, number[]> = { menu: [], counter: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, target] of [['menu', menu], ['counter', counter]] as const) {
      const { result, cpuMs } = await server.serverCpuMs(() => autocannon({ ...target, headers: auth, connections, duration: seconds }));
      const ms = cpuMs / result.requests.total;
      perRequest[name]!.push(ms);
      console.log(
        `round ${round} ${name.padEnd(7)} ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  server CPU ${ms.toFixed(3)} ms/request  (non-2xx ${result.non2xx}, load ${loadavg()[0]?.toFixed(1)})`,
      );
    }
  }
  for (const [name, values] of Object.entries(perRequest)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${name}: median server CPU ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} ms/request`);
  }
} finally {
  await server.stop();
}
