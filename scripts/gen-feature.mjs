// `pnpm gen:feature <name>`: the folders of a hand-written area (docs/development.md, "A module's shape"), each file
// empty but compiling. Refuses a name whose folders exist. Registering the plugin (apps/server/src/features.ts) and
// exporting the contracts (packages/contracts/src/index.ts) stay by hand, once there is something to register.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: pnpm gen:feature <name>   (kebab-case, e.g. charging or owner-accounts)');
  process.exit(1);
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);
const root = new URL('..', import.meta.url).pathname;

const dirs = {
  domain: `packages/domain/src/${name}`,
  contracts: `packages/contracts/src/${name}`,
  server: `apps/server/src/modules/${name}`,
  web: `apps/web/src/features/${name}`,
};
const taken = Object.values(dirs).filter((dir) => existsSync(join(root, dir)));
if (taken.length > 0) {
  console.error(`already there: ${taken.join(', ')}`);
  process.exit(1);
}

const files = {
  [`${dirs.domain}/index.ts`]: `// Pure rules of ${name}: one file per rule with its *.test.ts beside it (test.each tables from the spec).
// No framework, no I/O; money is exact decimal, never a JavaScript number.
export {};
`,
  [`${dirs.contracts}/${name}.schemas.ts`]: `// zod schemas of ${name}: one PascalCase name for a schema and its inferred type; outputs are whitelists.
export {};
`,
  [`${dirs.contracts}/${name}.endpoints.ts`]: `// One defineEndpoint per endpoint of ${name} (the spec's method and path), collected in ${camel}Endpoints.
export const ${camel}Endpoints = {} as const;
`,
  [`${dirs.contracts}/index.ts`]: `export * from './${name}.schemas';
export * from './${name}.endpoints';
`,
  [`${dirs.server}/${name}.plugin.ts`]: `import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { register${pascal}Routes } from './${name}.routes';

/** Composition root of ${name}: builds the use cases with their dependencies and registers the routes. */
export function ${camel}Plugin(deps: Pick<AppDeps, 'db'>) {
  const useCases = { db: deps.db };
  return async (app: FastifyInstance) => {
    register${pascal}Routes(app, useCases);
  };
}
`,
  [`${dirs.server}/${name}.routes.ts`]: `import type { FastifyInstance } from 'fastify';
import type { Db } from '@pm/db';

/** What the routes call: the use cases, built by the plugin. */
export interface ${pascal}UseCases {
  db: Db;
}

/**
 * The endpoints of ${name}: one line per contract entry, nothing else, e.g.
 * registerEndpoint(app, e.listX, ({ input, session }) => listX(useCases, session, input));
 */
export function register${pascal}Routes(_app: FastifyInstance, _useCases: ${pascal}UseCases): void {}
`,
  [`${dirs.server}/${name}.repo.ts`]: `// Drizzle only, first argument the db or tx: the only file touching the ${name} tables (split by sub-resource
// into more *.repo.ts files when it grows). Lists and exports use the toolkit from '../records' (pagedList, rowsAfter).
export {};
`,
  [`${dirs.server}/${name}.errors.ts`]: `// The errors of ${name}: dotted codes with their Chinese messages, as functions returning AppError, e.g.
// export const lineNotEditable = () => rejected(409, '${name}.line_not_editable', '该账单行已发布，不能修改');
export {};
`,
  [`${dirs.server}/index.ts`]: `// What other modules may use of ${name} (often nothing).
export {};
`,
  [`${dirs.web}/screens.ts`]: `import type { ScreenMap } from '../../shared/screen';

/** Menu components of ${name} → lazy screens (seed/src/menu-catalogue.ts names the components). */
export const screens: ScreenMap = {};
`,
  [`${dirs.web}/api/keys.ts`]: `/** TanStack Query keys of ${name}; one file per API call beside this one. */
export const ${camel}Keys = { all: ['${name}'] as const };
`,
  [`${dirs.web}/locales/zh-CN.json`]: '{}\n',
  [`${dirs.web}/locales/zh-TW.json`]: '{}\n',
};

for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`wrote ${path}`);
}
console.log(`
Next, by hand when there is something to register:
  packages/contracts/src/index.ts   export * from './${name}';
  apps/server/src/features.ts       ${camel}Plugin
Then write use cases one per file in ${dirs.server}/ (docs/development.md, "A module's shape").`);
