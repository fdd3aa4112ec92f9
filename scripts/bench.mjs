// `npm run bench -- <name> [args]` runs bench/<name>.ts (after a build when it needs the built product);
// without a name it lists the benchmarks. Figures go to bench/RESULTS.md by hand, with machine and date.
// The others start the server from source through bench/support/bench-server.ts, so they need no build.
import { readdirSync } from 'node:fs';
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
pnpm(['--filter', '@pm/bench', 'exec', 'tsx', `${name}.ts`, ...args]);
