// Runs the pinned pnpm whether or not it is installed: a fresh machine has only Node and npm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const pinned = JSON.parse(readFileSync(new URL('package.json', root))).packageManager; // pnpm@x.y.z
const version = pinned.split('@')[1];

function installedPnpmMatches() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return r.status === 0 && r.stdout.trim() === version;
}

const useInstalled = installedPnpmMatches();

/** Runs pnpm with args in the repository root; exits the process when it fails. */
export function pnpm(args, options = {}) {
  const [cmd, prefix] = useInstalled ? ['pnpm', []] : ['npx', ['--yes', pinned]];
  const r = spawnSync(cmd, [...prefix, ...args], {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
    shell: process.platform === 'win32',
    ...options,
  });
  if (r.status !== 0 && !options.allowFailure) process.exit(r.status ?? 1);
  return r.status ?? 1;
}
