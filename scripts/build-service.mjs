// One way to bundle a Node service of the workspace (the provider and the fake vendors) into its dist/: src/main.ts with
// the workspace packages inlined, its third-party dependencies left in node_modules. esbuild comes from the caller's
// package (each service depends on it; the repository root does not).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {typeof import('esbuild').build} build @param {string} packageUrl the service's build.mjs `import.meta.url` */
export async function buildService(build, packageUrl) {
  const at = (path) => fileURLToPath(new URL(path, packageUrl));
  const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8'));
  await build({
    entryPoints: { main: at('src/main.ts') },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outdir: at('dist'),
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}).filter((n) => !n.startsWith('@pm/')),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
}
