// `npm run bench -- <name> [args]` runs bench/<name>.ts (after a build when it needs the built product);
// without a name it lists the benchmarks. Figures go to bench/RESULTS.md by hand, with machine and date.
// The others start the server from source through bench/support/bench-server.ts, so they need no build.
import { readdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';
import { pnpm } from './pnpm.mjs';

const names = readdirSync(new URL('../bench', import.meta.url)).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
/** Benchmarks that run the built product (apps/server/dist, apps/web/dist). */
const NEEDS_BUILD = new Set(['start-time', 'web-size', 'first-open']);
const [name, ...args] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  console.log(`用法：npm run bench -- <名称>\n可用：${names.join(', ')}`);
  process.exit(name ? 2 : 0);
}
ensureInstalled();
if (NEEDS_BUILD.has(name)) ensureBuilt();
// Every run says where it ran: figures from machines of another kind, or a busy one, are not comparable.
const cpu = cpus();
console.log(
  `machine: ${cpu[0]?.model.trim() ?? '?'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load ${loadavg()[0].toFixed(1)}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
);
pnpm(['--filter', '@pm/bench', 'exec', 'tsx', `${name}.ts`, ...args]);
