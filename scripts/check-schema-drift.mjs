// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates against a
// scratch copy of migrations/, and any migration it would write is a schema change nobody migrated.
// drizzle-kit exits 0 even on its own errors, so success is its "No schema changes" line, nothing less.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(fileURLToPath(new URL('../packages/db', import.meta.url)));
// drizzle-kit prefixes `out` with "./", so the scratch copy lives inside the package, under a relative path.
const scratch = `.drift-${process.pid}`;
const config = join(pkg, `${scratch}.config.ts`);
cpSync(resolve(pkg, '../../migrations'), join(pkg, scratch), { recursive: true });
writeFileSync(
  config,
  `export default ${JSON.stringify({ dialect: 'postgresql', schema: './src/schema/index.ts', out: `./${scratch}`, casing: 'snake_case' })};\n`,
);
try {
  const before = new Set(readdirSync(join(pkg, scratch)));
  // The package's own drizzle-kit, not `pnpm exec`: a fresh machine may have no pnpm on its PATH.
  const drizzleKit = join(pkg, 'node_modules', '.bin', process.platform === 'win32' ? 'drizzle-kit.cmd' : 'drizzle-kit');
  const run = spawnSync(drizzleKit, ['generate', '--config', config, '--name', 'drift'], { cwd: pkg, encoding: 'utf8', shell: process.platform === 'win32' });
  const output = `${run.stdout}\n${run.stderr}`;
  const added = readdirSync(join(pkg, scratch)).filter((f) => !before.has(f));
  if (added.length > 0) {
    console.error('数据库结构与迁移不一致 / schema drift: the Drizzle schema has changes that migrations/ does not hold.');
    console.error(`drizzle-kit would add ${added.join(', ')}. Run \`pnpm db:generate:fresh\` and commit migrations/.`);
    process.exitCode = 1;
  } else if (run.status !== 0 || !output.includes('No schema changes')) {
    console.error('drizzle-kit could not compare the schema with migrations/:');
    console.error(output.split('\n').filter((l) => !/^\w+ \d+ columns/.test(l)).join('\n'));
    process.exitCode = 1;
  } else {
    console.log('schema drift check: the Drizzle schema and migrations/ agree');
  }
} finally {
  rmSync(config, { force: true });
  rmSync(join(pkg, scratch), { recursive: true, force: true });
}
