// One phase of the bill-run benches: one 常规 run per estate started at once through the API (as each estate's staff
// would), spread over the given instances in turn, polled as the screen does until the last is done. Each
// instance's CPU, event-loop delay and queue tasks done are read from its bench helper over the phase.
import type { BenchServer } from './bench-server';

export interface PhaseInstance {
  server: BenchServer;
  token: string;
}

export interface InstanceFigures {
  cpuMs: number;
  loop: { p50: number; p99: number; max: number };
  /** Queue tasks (batches of 500 houses) this instance's workers did. */
  tasks: number;
}

export interface PhaseResult {
  wall: number;
  runs: number;
  houses: number;
  lines: number;
  /** Σ amount of the runs, decimal text summed in fen. */
  amount: string;
  failed: string[];
  instances: InstanceFigures[];
  /** GET /api/charging/runs/:id while running: p50 and p99 in ms. */
  poll: { calls: number; p50: number; p99: number };
}

interface Run {
  state: string;
  done: number;
  linesCreated: number;
  amount: string;
  error: string | null;
}

const helper = (s: BenchServer, path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${s.info.helperPort}${path}`, init);
const cpuOf = async (s: BenchServer) => {
  const u = (await (await helper(s, '/bench/cpu')).json()) as { user: number; system: number };
  return (u.user + u.system) / 1000;
};
const cents = (amount: string) => {
  const [whole = '0', part = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt((part + '00').slice(0, 2)));
};
const fen = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;

export async function runPhase(instances: PhaseInstance[], estateIds: number[], period: string): Promise<PhaseResult> {
  const json = (i: PhaseInstance) => ({ authorization: `Bearer ${i.token}`, 'content-type': 'application/json' });
  for (const i of instances) await helper(i.server, '/bench/loop/reset', { method: 'POST' });
  const cpuBefore = await Promise.all(instances.map((i) => cpuOf(i.server)));
  const started = performance.now();
  const runIds: number[] = [];
  for (const [n, estateId] of estateIds.entries()) {
    const via = instances[n % instances.length]!;
    const answer = await fetch(`${via.server.baseUrl}/api/charging/runs`, { method: 'POST', headers: json(via), body: JSON.stringify({ estateId, kind: 'normal', periodFrom: period }) });
    const body = (await answer.json()) as { code: number; msg: string; data: { id: number } };
    if (answer.status !== 200) throw new Error(`start run: ${answer.status} ${body.msg}`);
    runIds.push(body.data.id);
  }
  const latencies: number[] = [];
  let runs: Run[] = [];
  for (let round = 0; ; round++) {
    runs = [];
    for (const [n, id] of runIds.entries()) {
      const via = instances[(n + round) % instances.length]!;
      const t0 = performance.now();
      const answer = await fetch(`${via.server.baseUrl}/api/charging/runs/${id}`, { headers: json(via) });
      latencies.push(performance.now() - t0);
      runs.push(((await answer.json()) as { data: Run }).data);
    }
    if (runs.every((r) => r.state !== 'running')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const wall = (performance.now() - started) / 1000;
  const figures = await Promise.all(
    instances.map(async (i, n): Promise<InstanceFigures> => ({
      cpuMs: (await cpuOf(i.server)) - cpuBefore[n]!,
      loop: (await (await helper(i.server, '/bench/loop')).json()) as InstanceFigures['loop'],
      tasks: Object.values((await (await helper(i.server, '/bench/tasks')).json()) as Record<string, number>).reduce((a, b) => a + b, 0),
    })),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!;
  return {
    wall,
    runs: runs.length,
    houses: runs.reduce((n, r) => n + r.done, 0),
    lines: runs.reduce((n, r) => n + r.linesCreated, 0),
    amount: fen(runs.reduce((n, r) => n + cents(r.amount), 0n)),
    failed: runs.filter((r) => r.state !== 'done').map((r) => `${r.state}: ${r.error ?? ''}`),
    instances: figures,
    poll: { calls: latencies.length, p50: pct(50), p99: pct(99) },
  };
}
