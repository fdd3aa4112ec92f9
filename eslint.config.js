import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web's features: a relative path that climbs into any of them is another feature's (or its own, the long way). */
const webFeatures = readdirSync(join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const frameworks = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'react',
  'react-*',
  '@mantine/*',
  '@tanstack/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'postgres',
  'zod',
  'i18next',
  'jssip',
  'node:*',
];

const serverModules = 'apps/server/src/modules';
const serverHttp = 'apps/server/src/http';
const serverTests = [`${serverModules}/**/*.test.ts`, `${serverModules}/**/test/**/*.ts`];

/** Values from drizzle-orm (any subpath) build queries; only repositories (`*.repo.ts`) may build them. */
const queryBuilders = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  allowTypeImports: true,
  message: '查询只写在仓储文件（*.repo.ts）里；其他文件调用仓储函数（类型导入不受限）。',
};

/**
 * A module's public surface: `index.ts`, or `<module>.plugin.ts` where there is no index (a module
 * with neither gets an index when something needs it). Read from the folders, so a new module or a
 * new index is covered without editing this file.
 */
const modulesDir = join(import.meta.dirname, serverModules);
const modulePublicFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const hasIndex = existsSync(join(modulesDir, name, 'index.ts'));
    const hasPlugin = existsSync(join(modulesDir, name, `${name}.plugin.ts`));
    return { name, publicFile: hasIndex || !hasPlugin ? 'index' : `${name}.plugin`, exists: hasIndex || hasPlugin };
  });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'migrations/**',
      '**/*.config.*',
      '**/build.mjs',
      'scripts/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The domain holds pure rules: no framework, no I/O.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: frameworks, message: 'packages/domain 只放纯业务规则，不依赖框架或 I/O。' }] },
      ],
    },
  },
  {
    // Web features do not import each other; the app shell composes them.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+features/|^@/features/|^(\\.\\./)+(${webFeatures.join('|')})(/|$)`,
              message: '功能模块之间不得互相引用；共享部分放到 src/shared 或 src/app。',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    // Queries live in repositories: outside `*.repo.ts` a server module, or the HTTP plumbing
    // modules share (src/http), imports no values from drizzle-orm or @pm/db (types are fine).
    files: [`${serverModules}/**/*.ts`, `${serverHttp}/**/*.ts`],
    ignores: [
      `${serverModules}/**/*.repo.ts`,
      // A repository by job (the PostgreSQL AuthStore); auth is owned elsewhere, so allowed by name.
      `${serverModules}/auth/auth-store.pg.ts`,
      ...serverTests,
      `${serverHttp}/**/*.test.ts`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            queryBuilders,
            {
              group: ['@pm/db', '@pm/db/*'],
              allowTypeImports: true,
              message: '数据表和数据库访问只在仓储文件（*.repo.ts）里使用（类型导入不受限）。',
            },
          ],
        },
      ],
    },
  },
  {
    // Composition roots declare record bindings over tables: they may name tables (`schema`), never
    // build queries.
    files: [`${serverModules}/**/*.plugin.ts`, `${serverModules}/**/*.bindings.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            queryBuilders,
            {
              group: ['@pm/db', '@pm/db/*'],
              allowImportNames: ['schema'],
              allowTypeImports: true,
              message: '插件和记录绑定只可从 @pm/db 引用 schema（声明绑定的数据表）；查询写在仓储文件里。',
            },
          ],
        },
      ],
    },
  },
  {
    // A module reaches another module only through its public file (index.ts, else <module>.plugin.ts).
    files: [`${serverModules}/**/*.ts`],
    ignores: [],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: modulePublicFiles.map(({ name, publicFile, exists }) => ({
            regex: `^(\\.\\./|(\\.\\./)+modules/)${name}/(?!${publicFile.replace('.', '\\.')}$)`,
            message: `其他模块只能通过 modules/${name}/${publicFile}.ts 引用 ${name} 模块${exists ? '' : '（该文件尚不存在：新建它并导出公开部分）'}。`,
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
