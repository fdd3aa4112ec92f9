// Installs dependencies and builds the product only when something changed since the last time,
// so a restart of `npm start` costs seconds, not a rebuild.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker) || newest(join(root, 'pnpm-lock.yaml')) > statSync(marker).mtimeMs) {
    pnpm(['install', '--frozen-lockfile']);
  }
}

export function ensureBuilt() {
  const stamp = join(root, 'node_modules', '.pm-build-stamp');
  const sources = ['apps', 'packages', 'seed', 'migrations', 'pnpm-lock.yaml'].map((p) => newest(join(root, p)));
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (
    Math.max(...sources) > built ||
    !existsSync(join(root, 'apps/server/dist/main.js')) ||
    !existsSync(join(root, 'apps/web/dist/index.html'))
  ) {
    console.log('正在构建…');
    pnpm(['run', 'build']);
    writeFileSync(stamp, new Date().toISOString());
  }
}
