// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { barrelResolver, rewriteBarrelImports, type Barrel } from './barrel-imports';

const barrels: Barrel[] = [
  { name: '@pm/contracts', srcDir: '/c/src' },
  { name: '@pm/domain', srcDir: '/d/src' },
];

// A small pair of packages with every export form the real ones use.
const files: Record<string, string> = {
  '/c/src/index.ts': "export * from './core/index';\nexport * from './site/index';\nexport * from './charging/index';\nexport * from './settlement/index';\nexport * from './records/index';",
  '/c/src/core/index.ts': "export * from './endpoint';\nexport * from './text';",
  '/c/src/core/endpoint.ts':
    "import { z } from 'zod';\nexport function defineEndpoint() {}\nexport { emptyInput, okOutput } from './empty-schemas';\nexport type Endpoint = { path: string };",
  '/c/src/core/empty-schemas.ts': "export const emptyInput = z.object({});\nexport const okOutput = z.object({ ok: z.literal(true) });",
  '/c/src/core/text.ts': "import { charLength } from '@pm/domain';\nexport const maxChars = (n: number) => n;\nexport { charLength };",
  '/c/src/site/index.ts': "export * from './site.endpoints';",
  '/c/src/site/site.endpoints.ts':
    "export const getSite = defineEndpoint({});\nexport const SiteInfo = z.object({});\nexport type SiteInfo = z.infer<typeof SiteInfo>;\nexport interface SiteMenu { items: string[] }",
  '/c/src/charging/index.ts': "export { Money as ChargeMoney, Period } from './charging.schemas';\nexport * from './bills.endpoints';",
  '/c/src/charging/charging.schemas.ts':
    "export const Money = z.string();\nexport const Period = z.string();\nexport const Day = z.string();\nexport { ExportPurpose } from '../records/records.endpoints';",
  '/c/src/charging/bills.endpoints.ts': "export const listBills = defineEndpoint({});",
  '/c/src/settlement/index.ts': "export { SettleMethod, Day } from './settlement.schemas';",
  '/c/src/settlement/settlement.schemas.ts':
    "import { Day } from '../charging/charging.schemas';\nexport { Day };\nexport const SettleMethod = z.enum(['1']);",
  '/c/src/records/index.ts': "export * from './define';\nexport * from './records.endpoints';",
  '/c/src/records/define.ts': "export type { FieldDef } from '@pm/domain';\nexport class RecordError extends Error {}",
  '/c/src/records/records.endpoints.ts': "export const ExportPurpose = z.object({});\nexport enum Kind { A }",
  '/d/src/index.ts': "export * from './validation/text';\nexport * from './money/index';",
  '/d/src/validation/text.ts': "export function charLength(s: string) { return s.length; }\nexport interface FieldDef { key: string }",
  '/d/src/money/index.ts': "export * from './dec';",
  '/d/src/money/dec.ts': "export const dec = (s: string) => s;",
};
const originOf = barrelResolver(barrels, (f) => files[f]);

describe('barrelResolver', () => {
  it.each([
    ['@pm/contracts', 'getSite', { file: '/c/src/site/site.endpoints.ts', name: 'getSite' }],
    ['@pm/contracts', 'SiteInfo', { file: '/c/src/site/site.endpoints.ts', name: 'SiteInfo' }],
    ['@pm/contracts', 'defineEndpoint', { file: '/c/src/core/endpoint.ts', name: 'defineEndpoint' }],
    ['@pm/contracts', 'emptyInput', { file: '/c/src/core/empty-schemas.ts', name: 'emptyInput' }],
    ['@pm/contracts', 'ChargeMoney', { file: '/c/src/charging/charging.schemas.ts', name: 'Money' }],
    ['@pm/contracts', 'Day', { file: '/c/src/charging/charging.schemas.ts', name: 'Day' }],
    ['@pm/contracts', 'ExportPurpose', { file: '/c/src/records/records.endpoints.ts', name: 'ExportPurpose' }],
    ['@pm/contracts', 'RecordError', { file: '/c/src/records/define.ts', name: 'RecordError' }],
    ['@pm/contracts', 'Kind', { file: '/c/src/records/records.endpoints.ts', name: 'Kind' }],
    ['@pm/contracts', 'charLength', { file: '/d/src/validation/text.ts', name: 'charLength' }],
    ['@pm/domain', 'dec', { file: '/d/src/money/dec.ts', name: 'dec' }],
    ['@pm/contracts', 'SiteMenu', null],
    ['@pm/contracts', 'Endpoint', null],
    ['@pm/contracts', 'FieldDef', null],
    ['@pm/contracts', 'Money', undefined],
    ['@pm/contracts', 'nothing', undefined],
    ['zod', 'z', undefined],
  ])('%s %s', (barrel, name, origin) => {
    expect(originOf(barrel, name)).toEqual(origin);
  });

  it('leaves a name from a package outside the barrels to that package', () => {
    const resolver = barrelResolver(barrels, (f) =>
      f === '/c/src/index.ts' ? "import { z } from 'zod';\nexport { z };" : undefined,
    );
    expect(resolver('@pm/contracts', 'z')).toEqual({ specifier: 'zod', name: 'z' });
  });

  it('stops on export cycles', () => {
    const resolver = barrelResolver(barrels, (f) =>
      ({ '/c/src/index.ts': "export * from './a';", '/c/src/a.ts': "export * from './index';" })[f],
    );
    expect(resolver('@pm/contracts', 'x')).toBeUndefined();
  });
});

describe('rewriteBarrelImports', () => {
  it.each([
    [
      'one module',
      "import { getSite } from '@pm/contracts';",
      "import { getSite } from '@pm/contracts/site/site.endpoints';",
    ],
    [
      'several modules, in the order of first use',
      "import {\n  getSite,\n  listBills,\n  SiteInfo,\n} from '@pm/contracts';\nconst x = 1;",
      "import { getSite, SiteInfo } from '@pm/contracts/site/site.endpoints'; import { listBills } from '@pm/contracts/charging/bills.endpoints';\nconst x = 1;",
    ],
    [
      'inline types stay on the barrel as a type import',
      "import { getSite, type SiteInfo, type SiteMenu as Menu } from '@pm/contracts';",
      "import { getSite } from '@pm/contracts/site/site.endpoints'; import type { SiteInfo, SiteMenu as Menu } from '@pm/contracts';",
    ],
    [
      'only inline types',
      "import { type SiteMenu } from '@pm/contracts';",
      "import type { SiteMenu } from '@pm/contracts';",
    ],
    [
      'renamed by the import and by the re-export',
      "import { getSite as site, ChargeMoney, ChargeMoney as M } from '@pm/contracts';",
      "import { getSite as site } from '@pm/contracts/site/site.endpoints'; import { Money as ChargeMoney, Money as M } from '@pm/contracts/charging/charging.schemas';",
    ],
    [
      'a name declared in the domain',
      "import { charLength, maxChars } from '@pm/contracts';",
      "import { charLength } from '@pm/domain/validation/text'; import { maxChars } from '@pm/contracts/core/text';",
    ],
    [
      'the domain barrel',
      "import { dec, type FieldDef } from '@pm/domain';",
      "import { dec } from '@pm/domain/money/dec'; import type { FieldDef } from '@pm/domain';",
    ],
    [
      'unknown names keep the barrel',
      "import { getSite, nothing } from '@pm/contracts';",
      "import { getSite } from '@pm/contracts/site/site.endpoints'; import { nothing } from '@pm/contracts';",
    ],
  ])('%s', (_, code, expected) => {
    expect(rewriteBarrelImports(code, '/w/src/a.tsx', barrels, originOf)).toBe(expected);
  });

  it.each([
    ['a type-only import', "import type { SiteMenu } from '@pm/contracts';"],
    ['a namespace import', "import * as C from '@pm/contracts';"],
    ['a module import', "import { getSite } from '@pm/contracts/site/site.endpoints';"],
    ['another package', "import { z } from 'zod';"],
    ['the name in a string', "const s = \"import { getSite } from '@pm/contracts'\";"],
  ])('leaves %s alone', (_, code) => {
    expect(rewriteBarrelImports(code, '/w/src/a.ts', barrels, originOf)).toBeNull();
  });

  it('keeps the rest of a TSX file as it was', () => {
    const code = "import { getSite } from '@pm/contracts';\nexport const A = () => <div>{getSite.path}</div>;\n";
    expect(rewriteBarrelImports(code, '/w/src/a.tsx', barrels, originOf)).toBe(
      "import { getSite } from '@pm/contracts/site/site.endpoints';\nexport const A = () => <div>{getSite.path}</div>;\n",
    );
  });
});

describe('the real packages', () => {
  const packages = fileURLToPath(new URL('../../../packages', import.meta.url));
  const real: Barrel[] = [
    { name: '@pm/contracts', srcDir: `${packages}/contracts/src` },
    { name: '@pm/domain', srcDir: `${packages}/domain/src` },
  ];
  const read = (f: string) => {
    try {
      return readFileSync(f, 'utf8');
    } catch {
      return undefined;
    }
  };

  it('places every value the contracts barrel exports in its declaring module', async () => {
    const resolver = barrelResolver(real, read);
    const contracts = await import('@pm/contracts');
    for (const [name, value] of Object.entries(contracts)) {
      const origin = resolver('@pm/contracts', name);
      expect(origin, name).toBeTruthy();
      if (!origin || !('file' in origin)) continue;
      const module = (await import(/* @vite-ignore */ origin.file)) as Record<string, unknown>;
      expect(module[origin.name], name).toBe(value);
    }
  }, 60_000);

  it('places every value the domain barrel exports in its declaring module', async () => {
    const resolver = barrelResolver(real, read);
    const domain = await import('@pm/domain');
    for (const [name, value] of Object.entries(domain)) {
      const origin = resolver('@pm/domain', name);
      expect(origin, name).toBeTruthy();
      if (!origin || !('file' in origin)) continue;
      const module = (await import(/* @vite-ignore */ origin.file)) as Record<string, unknown>;
      expect(module[origin.name], name).toBe(value);
    }
  }, 60_000);
});
