import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Replaces the `input:` and `output:` values of every `defineEndpoint({...})` call with a getter
 * that explains itself. The browser's client needs an endpoint's method, path and flags only;
 * the zod schemas stay on the server and in tests (and in screens that import a schema itself).
 */
export function stripEndpointSchemas(code: string): string {
  let out = '';
  let i = 0;
  const marker = /defineEndpoint\(\{/g;
  let m: RegExpExecArray | null;
  while ((m = marker.exec(code))) {
    const start = m.index + m[0].length;
    out += code.slice(i, start);
    let depth = 0;
    let j = start;
    let propStart = j;
    let body = '';
    for (; j < code.length; j++) {
      const c = code[j] as string;
      if (c === '/' && code[j + 1] === '/') {
        j = code.indexOf('\n', j);
        if (j < 0) j = code.length;
        continue;
      }
      if (c === '/' && code[j + 1] === '*') {
        j = code.indexOf('*/', j + 2) + 1;
        if (j <= 0) j = code.length;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') {
        const q = c;
        for (j++; j < code.length && code[j] !== q; j++) if (code[j] === '\\') j++;
        continue;
      }
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) {
        body += rewriteProp(code.slice(propStart, j + 1));
        propStart = j + 1;
      }
    }
    body += rewriteProp(code.slice(propStart, j));
    out += body;
    i = j;
    marker.lastIndex = j;
  }
  return out + code.slice(i);
}

/** The arguments of a call whose `(` is at `open`: each argument's [start, end) and the index of the closing `)`. */
function callArguments(code: string, open: number): { args: [number, number][]; close: number } {
  const args: [number, number][] = [];
  let start = open + 1;
  for (;;) {
    const end = expressionEnd(code, start, ',');
    args.push([start, end]);
    if (end >= code.length || code[end] !== ',') return { args, close: end };
    start = end + 1;
  }
}

/**
 * An endpoints file's helpers (`const post = <I, O>(path, input: I, output: O, …) => defineEndpoint({ … })`) get
 * their schemas as arguments: stripping the `defineEndpoint` props leaves them unused inside, but every call still
 * names the schemas, and Rollup keeps them (and zod) for an endpoint object a chunk uses. The calls' `input` and
 * `output` arguments become `undefined`.
 */
export function stripHelperSchemaArguments(code: string): string {
  const helper = /^(?:export )?const ([\w$]+)\s*=\s*(?:<[^>()]*>)?\s*\(([^)]*)\)\s*=>\s*defineEndpoint\(/gm;
  const positions = new Map<string, number[]>();
  for (let m: RegExpExecArray | null; (m = helper.exec(code)); ) {
    const names = (m[2] ?? '').split(',').map((p) => p.trim().split(/[\s:?=]/)[0]);
    const at = names.flatMap((n, i) => (n === 'input' || n === 'output' ? [i] : []));
    if (m[1] && at.length) positions.set(m[1], at);
  }
  if (positions.size === 0) return code;
  const call = new RegExp(`(?<![\\w$.])(${[...positions.keys()].map((n) => n.replace(/\$/g, '\\$')).join('|')})\\(`, 'g');
  let out = '';
  let i = 0;
  for (let m: RegExpExecArray | null; (m = call.exec(code)); ) {
    const open = m.index + m[0].length - 1;
    if (open < i) continue;
    const { args, close } = callArguments(code, open);
    const at = positions.get(m[1] as string) ?? [];
    out += code.slice(i, open + 1);
    out += args.map(([a, b], k) => (at.includes(k) ? ' undefined' : code.slice(a, b))).join(',');
    i = close;
    call.lastIndex = close;
  }
  return out + code.slice(i);
}

/** Index of the end of an expression starting at `from`: a `;`, `,` or closing bracket at depth 0. */
function expressionEnd(code: string, from: number, stops = ';'): number {
  let depth = 0;
  for (let j = from; j < code.length; j++) {
    const c = code[j] as string;
    if (c === '/' && code[j + 1] === '/') {
      j = code.indexOf('\n', j);
      if (j < 0) return code.length;
      continue;
    }
    if (c === '/' && code[j + 1] === '*') {
      j = code.indexOf('*/', j + 2) + 1;
      if (j <= 0) return code.length;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      for (j++; j < code.length && code[j] !== c; j++) if (code[j] === '\\') j++;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return j;
      depth--;
    } else if (depth === 0 && stops.includes(c)) return j;
  }
  return code.length;
}

/**
 * Wraps each top-level `const X = …;` in a pure-annotated arrow call, so a zod schema nobody in
 * a chunk uses is dropped with its builder calls (Rollup keeps unannotated calls).
 */
export function pureTopLevelConsts(code: string): string {
  const head = /^(export )?const [\w$]+(?:\s*:\s*[^=;\n]+?)?\s*=\s*/gm;
  let out = '';
  let i = 0;
  let m: RegExpExecArray | null;
  while ((m = head.exec(code))) {
    const start = m.index + m[0].length;
    if (start < i) continue;
    const end = expressionEnd(code, start);
    out += code.slice(i, start) + `/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    i = end;
    head.lastIndex = end;
  }
  return out + code.slice(i);
}

function rewriteProp(prop: string): string {
  const p = /^(\s*)(input|output)\s*:[\s\S]*?(,?\s*)$/.exec(prop);
  if (!p) return prop;
  const [, lead, name, tail] = p;
  return `${lead}get ${name}() { throw new Error('endpoint ${name} schemas are not shipped to the browser: import the schema itself'); }${tail}`;
}

/**
 * The workspace packages (contracts, domain) are declarations and pure rules: importing one
 * endpoint must not pull every area's schemas (and zod) into the login route. Their modules are
 * marked free of side effects so Rollup drops the ones a chunk does not use.
 */
function lightContracts(): Plugin {
  return {
    name: 'pm-light-contracts',
    enforce: 'pre',
    transform(code, id) {
      // zod's own modules too: a chunk that only imports `z` for declarations it drops needs none of zod.
      if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!/[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/.test(id)) return null;
      const stripped = /\.endpoints\.ts$/.test(id) ? stripEndpointSchemas(stripHelperSchemaArguments(code)) : code;
      const next = /[\\/]packages[\\/]contracts[\\/]/.test(id) ? pureTopLevelConsts(stripped) : stripped;
      return { code: next, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * react-router, trimmed for the login route's entry chunk (issue 4: at most 150 KB gzip), in
 * builds only. Every export condition of its package points at the development build (dev
 * warnings included); the production build beside it is the same code without them. Its
 * top-level `X.displayName = "…"` lines (names for React DevTools) are side effects, and its
 * top-level `React.forwardRef(…)`, `React.createContext(…)` and `React.memo(…)` calls are not
 * marked pure: both keep components nobody renders (Form, NavLink, ScrollRestoration…) in the
 * bundle. The names are dropped and the calls marked pure.
 */
function leanReactRouter(): Plugin {
  const developmentBuild = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
  return {
    name: 'pm-lean-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !developmentBuild.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(developmentBuild, '$1production$2') };
    },
    transform(code, id) {
      if (/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) {
        const lean = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
        return { code: lean, map: null };
      }
      return null;
    },
  };
}

/**
 * zod in a chunk of its own, loaded by the screens whose forms parse with a schema (the login
 * route's endpoints are declared without theirs, see lightContracts). The contracts need no
 * chunk rule: their modules are side-effect free, so Rollup follows the barrel's `export *` to
 * the declaring module and places each in the chunks of the screens that use it (one chunk for
 * all of them put 70 KB in front of the first screen after sign-in).
 */
function schemaChunk(id: string): string | undefined {
  if (/[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/.test(id)) return 'zod';
  return undefined;
}

/**
 * zod as above. The strings the login route shows (namespaces common, auth and site) come in one file per
 * language, and so do those the signed-in shell adds (the rest of common, and shell).
 */
function chunkOf(id: string): string | undefined {
  const schemas = schemaChunk(id);
  if (schemas) return schemas;
  const login = /[\\/]src[\\/](?:i18n|features[\\/](?:auth|site))[\\/]locales[\\/](zh-CN|zh-TW)\.json$/.exec(id)?.[1];
  if (login) return `strings-${login}`;
  const shell = /[\\/]src[\\/](?:i18n[\\/]signed-in|features[\\/]shell[\\/]locales)[\\/](zh-CN|zh-TW)\.json$/.exec(
    id,
  )?.[1];
  return shell ? `shell-strings-${shell}` : undefined;
}

/**
 * Two builds into one dist/: the staff app (index.html, js/ and css/) and then, with PM_WEB_PAGE=owner, the owners'
 * portal (owner.html, owner/js/ and owner/css/; issue 31). Separate builds share no chunk, so neither page's first
 * screen pays for a split made for the other (build.mjs runs both).
 */
const ownerPage = process.env.PM_WEB_PAGE === 'owner';
const prefix = ownerPage ? 'owner/' : '';

// Hashed chunks under js/ and css/ (spec section 7); the server serves dist/ and the API on one port.
export default defineConfig({
  plugins: [react(), lightContracts(), leanReactRouter()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: !ownerPage,
    chunkSizeWarningLimit: 800,
    // 3 KB less on the login route than esbuild's minifier (and more on every chunk), for ~20 s more of build.
    minify: 'terser',
    // Browsers without <link rel="modulepreload"> still load every chunk, one import later.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: fileURLToPath(new URL(ownerPage ? './owner.html' : './index.html', import.meta.url)),
      // zod builders and endpoint declarations have no side effects: unused ones are dropped.
      treeshake: { preset: 'recommended', manualPureFunctions: ['z', 'defineEndpoint'] },
      output: {
        manualChunks: chunkOf,
        entryFileNames: `${prefix}js/[name].[hash].js`,
        chunkFileNames: `${prefix}js/[name].[hash].js`,
        assetFileNames: (info) =>
          info.names.some((n) => n.endsWith('.css')) ? `${prefix}css/[name].[hash][extname]` : `${prefix}assets/[name].[hash][extname]`,
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
});
