// @vitest-environment node
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's features do not import each other (the shell composes them): the repo's boundary rule, run over paths a
// feature might write, catches every way into another feature and lets its own files and src/shared through.

// loaded by URL: the repo's config is plain JavaScript outside the web's TypeScript project
const configUrl = new URL('../../../../eslint.config.js', import.meta.url).href;
const { default: config } = (await import(/* @vite-ignore */ configUrl)) as { default: Linter.Config[] };
const boundary = config.find((block) => block.files?.includes('apps/web/src/features/*/**/*.{ts,tsx}') && block.rules?.['no-restricted-imports']);

async function refused(from: string, source: string): Promise<boolean> {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [{ files: ['**/*.ts'], rules: boundary!.rules }], cwd: '/' });
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: `/repo/apps/web/src/features/${from}` });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('feature boundaries in the lint', () => {
  it('has the rule', () => {
    expect(boundary).toBeDefined();
  });

  it.each([
    ['arrears/screens/daily.ts', '../../charging/screens/runs-screen'],
    ['arrears/screens/daily.ts', '../../settlement/format'],
    ['arrears/daily.ts', '../charging/api/lines'],
    ['accounting/pages/a/b.ts', '../../../owners/components/x'],
    ['jobs/x.ts', '../../features/charging/x'],
  ])('refuses %s importing %s', async (from, source) => {
    expect(await refused(from, source)).toBe(true);
  });

  it.each([
    ['arrears/screens/daily.ts', '../components/list-footer'],
    ['arrears/screens/daily.ts', '../../../shared/table-state'],
    ['arrears/daily.ts', './format'],
    ['accounting/pages/a.ts', '../api/assets-api'],
  ])('lets %s import %s', async (from, source) => {
    expect(await refused(from, source)).toBe(false);
  });
});
