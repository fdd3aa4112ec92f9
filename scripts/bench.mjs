// `npm run bench -- <name>` runs bench/<name>.ts (after a build when it needs the built product);
// without a name it lists the benchmarks. Figures go to bench/RESULTS.md by hand, with machine and date.
import { readdirSync } from 'node:fs';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';
import { pnpm } from './pnpm.mjs';

const names = readdirSync(new URL('../bench', import.meta.url)).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
const [name, ...args] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  console.log(`用法：npm run bench -- <名称>\n可用：${names.join(', ')}`);
  process.exit(name ? 2 : 0);
}
ensureInstalled();
ensureBuilt();
pnpm(['--filter', '@pm/bench', 'exec', 'tsx', `${name}.ts`, ...args]);
