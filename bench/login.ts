// Sign-ins per second and latency with the OWASP argon2id parameters (19 MiB, 2 iterations, 1 lane),
// through the whole protocol: RSA-OAEP decrypt, sign, nonce store, lock check, argon2 verify, JWT.
// Goal (issue 3): at least 40 sign-ins per second on 2 cores, p95 under 300 ms.
// Run: npm run bench -- login   (or: pnpm --filter @pm/bench exec tsx login.ts [connections] [seconds])
// BENCH_REDIS_URL=redis://127.0.0.1:6379 runs the server with the Redis auth store; BENCH_DATABASE_URL picks the server.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server';
import { signInBody, sitePublicKey } from './support/sign-in';

const connections = Number(process.argv[2] ?? 8);
const seconds = Number(process.argv[3] ?? 20);
const USERS = ['emp01', 'emp02', 'emp03', 'cc01', 'sa01', 'super01', 'root01', 'gov01'];

const server = await startBenchServer();
const { info } = server;
try {
  const base = server.baseUrl;
  const pubKey = await sitePublicKey(base);
  // Bodies are made ahead (each with its own nonce and a fresh timestamp), so the load generator
  // spends no time on RSA while measuring.
  const count = Math.ceil(seconds * 200);
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = USERS[i % USERS.length] as string;
    bodies.push(signInBody(pubKey, info.authSignKey, username));
  }
  let next = 0;
  let non200 = 0;
  const { result, cpuMs } = await server.serverCpuMs(() =>
    autocannon({
      url: `${base}/api/auth`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
          onResponse: (status) => {
            if (status !== 200) non200++;
          },
        },
      ],
    }),
  );
  const cpuPerSignIn = cpuMs / result.requests.total;
  const perSecond = result.requests.average;
  console.log(
    [
      `login: ${cpus().length} cores, ${connections} connections, ${seconds} s, store ${info.store}, ${info.mode}`,
      `  sign-ins/s: mean ${perSecond.toFixed(1)}  (total ${result.requests.total}, non-200 ${non200 + result.non2xx}, errors ${result.errors})`,
      `  latency ms: p50 ${result.latency.p50}  p90 ${result.latency.p90}  p97.5 ${result.latency.p97_5}  p99 ${result.latency.p99}  max ${result.latency.max}`,
      `  server CPU per sign-in: ${cpuPerSignIn.toFixed(1)} ms (all threads) -> at most ${((cpus().length * 1000) / cpuPerSignIn).toFixed(0)}/s on ${cpus().length} otherwise idle cores`,
      `  machine load average during the run: ${loadavg()[0]?.toFixed(1)}`,
      `  goal: >= 40/s and p95 < 300 ms (autocannon reports p90/p97.5; p97.5 bounds p95)`,
    ].join('\n'),
  );
} finally {
  await server.stop();
}
