// Bundles the server (and the embedded-database host) into dist/. Workspace packages are inlined;
// third-party packages stay in node_modules (PGlite loads its WebAssembly files from there).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const external = new Set();
for (const file of [
  'package.json',
  '../../packages/db/package.json',
  '../../seed/package.json',
  '../provider/package.json',
  '../pay-vendor/package.json',
  '../sms-vendor/package.json',
  '../wechat-vendor/package.json',
  '../einvoice-vendor/package.json',
  '../../packages/contracts/package.json',
]) {
  const pkg = JSON.parse(readFileSync(new URL(file, import.meta.url)));
  for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith('@pm/')) external.add(name);
}

await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-host': '../../packages/db/src/embedded/pglite-host.ts',
    migrate: 'src/cli/migrate.ts',
    dump: 'src/cli/dump.ts',
    restore: 'src/cli/restore.ts',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  external: [...external],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
