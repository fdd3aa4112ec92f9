import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const sources = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** Every `from '../<module>/<file>'` of a source file: imports of another module's files. */
function otherModuleImports(file: string): string[] {
  const text = readFileSync(new URL(file, folder), 'utf8');
  return [...text.matchAll(/from '\.\.\/([\w-]+)\/([\w./-]+)'/g)].map((m) => `${m[1]}/${m[2]}`);
}

describe('the account module', () => {
  it('uses other modules only through their public index', () => {
    const imports = sources.flatMap((file) => otherModuleImports(file).map((path) => `${file} → ${path}`));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.endsWith('/index'))).toEqual([]);
  });
});
