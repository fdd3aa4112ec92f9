import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
              regex: '^(\\.\\./)+features/|^@/features/|^\\.\\./\\.\\./[a-z-]+/(api|components|pages)',
              message: '功能模块之间不得互相引用；共享部分放到 src/shared 或 src/app。',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
