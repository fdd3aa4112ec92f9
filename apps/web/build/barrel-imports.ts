import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { a, b } from '@pm/contracts'` into imports from the modules that declare `a`
 * and `b` (`@pm/contracts/<area>/<file>`), in the web build. Rollup assigns a module to the chunk
 * of every importer that reaches it, and through the barrel's `export *` every contracts module is
 * reached from the login route's entry: a screen's schema (and zod) would land in the entry chunk
 * or in one chunk every screen shares. Imported from the declaring module, each contract module
 * goes to the chunks whose screens use it.
 */

/** A package whose barrel is rewritten: imports of `name` become imports of `name/<path under srcDir>`. */
export interface Barrel {
  name: string;
  srcDir: string;
}

/** Where an exported name is declared: a module of a barrel's package (`file`) or another package (`specifier`). */
export type Origin = { file: string; name: string } | { specifier: string; name: string };

interface ParsedModule {
  /** Names declared in the module that have a value (const, function, class, enum). */
  values: Set<string>;
  /** Local bindings brought in by `import { x as local } from '…'`. */
  imports: Map<string, { from: string; name: string }>;
  /** Exported name → the local binding, or the name of a module it is re-exported from; null for types. */
  exports: Map<string, { from?: string; name: string } | null>;
  starExports: string[];
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function parseModule(file: string, code: string): ParsedModule {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const parsed: ParsedModule = { values: new Set(), imports: new Map(), exports: new Map(), starExports: [] };
  const declare = (name: string, exported: boolean) => {
    parsed.values.add(name);
    if (exported) parsed.exports.set(name, { name });
  };
  // `export const X = z.object(…)` and `export type X = z.infer<typeof X>` share the name: the value wins.
  const declareType = (name: string) => {
    if (!parsed.exports.has(name)) parsed.exports.set(name, null);
  };
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (node.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const el of bindings.elements) {
        if (!el.isTypeOnly)
          parsed.imports.set(el.name.text, { from: node.moduleSpecifier.text, name: (el.propertyName ?? el.name).text });
      }
    } else if (ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
      if (!node.exportClause) {
        if (from && !node.isTypeOnly) parsed.starExports.push(from);
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) {
          const local = (el.propertyName ?? el.name).text;
          if (node.isTypeOnly || el.isTypeOnly) declareType(el.name.text);
          else parsed.exports.set(el.name.text, { from, name: local });
        }
      }
    } else if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) declare(d.name.text, hasExport(node));
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && node.name) {
      declare(node.name.text, hasExport(node));
    } else if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && hasExport(node)) {
      declareType(node.name.text);
    }
  }
  return parsed;
}

/**
 * Finds where the names a barrel exports are declared, following `export *`, `export { x } from`
 * and `import { x } …; export { x }` through the packages given. `read` returns a file's text or
 * undefined when there is no such file.
 */
export function barrelResolver(barrels: Barrel[], read: (file: string) => string | undefined) {
  const modules = new Map<string, ParsedModule | undefined>();
  const parsed = (file: string) => {
    if (!modules.has(file)) {
      const code = read(file);
      modules.set(file, code === undefined ? undefined : parseModule(file, code));
    }
    return modules.get(file);
  };
  /** A module specifier as seen from `file`: a file of a barrel's package, or a package left as it is. */
  const target = (file: string, specifier: string): { file: string } | { specifier: string } => {
    const barrel = barrels.find((b) => specifier === b.name || specifier.startsWith(`${b.name}/`));
    const base = specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : barrel
        ? join(barrel.srcDir, specifier === barrel.name ? 'index' : specifier.slice(barrel.name.length + 1))
        : undefined;
    if (base === undefined) return { specifier };
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    return { file: candidates.find((c) => /\.tsx?$/.test(c) && parsed(c)) ?? `${base}.ts` };
  };

  const find = (file: string, name: string, seen: Set<string>): Origin | null | undefined => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const mod = parsed(file);
    if (!mod) return undefined;
    const follow = (from: string, imported: string) => {
      const next = target(file, from);
      return 'file' in next ? find(next.file, imported, seen) : { specifier: next.specifier, name: imported };
    };
    const exported = mod.exports.get(name);
    if (exported === null) return null;
    if (exported) {
      if (exported.from) return follow(exported.from, exported.name);
      if (mod.values.has(exported.name)) return { file, name: exported.name };
      const imported = mod.imports.get(exported.name);
      return imported ? follow(imported.from, imported.name) : null;
    }
    if (name === 'default') return undefined;
    for (const from of mod.starExports) {
      const found = follow(from, name);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  /** Where `name`, imported from the barrel `barrelName`, is declared: null for a type, undefined if not found. */
  return (barrelName: string, name: string): Origin | null | undefined => {
    const barrel = barrels.find((b) => b.name === barrelName);
    return barrel ? find(join(barrel.srcDir, 'index.ts'), name, new Set()) : undefined;
  };
}

/** The specifier that imports `origin`'s module: `<package>/<path under src, no extension>`. */
function specifierOf(barrels: Barrel[], origin: Origin): string {
  if ('specifier' in origin) return origin.specifier;
  const barrel = barrels.find((b) => origin.file.startsWith(b.srcDir + sep));
  if (!barrel) return origin.file;
  return `${barrel.name}/${relative(barrel.srcDir, origin.file).split(sep).join('/').replace(/\.tsx?$/, '')}`;
}

/**
 * `code` with each value import from a barrel split into imports of the declaring modules; type
 * imports, namespace imports and names the resolver cannot place keep the barrel. Null when
 * nothing changed.
 */
export function rewriteBarrelImports(
  code: string,
  file: string,
  barrels: Barrel[],
  originOf: (barrelName: string, name: string) => Origin | null | undefined,
): string | null {
  if (!barrels.some((b) => code.includes(b.name))) return null;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const barrel = barrels.find((b) => b.name === (node.moduleSpecifier as ts.StringLiteral).text);
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    if (!barrel || !clause || clause.isTypeOnly || clause.name || !bindings || !ts.isNamedImports(bindings)) continue;
    const bySpecifier = new Map<string, string[]>();
    const add = (specifier: string, text: string) => bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), text]);
    const types: string[] = [];
    const as = (name: string, local: string) => (name === local ? local : `${name} as ${local}`);
    for (const el of bindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      const local = el.name.text;
      const origin = el.isTypeOnly ? null : originOf(barrel.name, imported);
      if (el.isTypeOnly) types.push(as(imported, local));
      else if (origin) add(specifierOf(barrels, origin), as(origin.name, local));
      else add(barrel.name, as(imported, local));
    }
    const lines = [...bySpecifier].map(([specifier, names]) => `import { ${names.join(', ')} } from '${specifier}';`);
    if (types.length) lines.push(`import type { ${types.join(', ')} } from '${barrel.name}';`);
    edits.push({ start: node.getStart(source), end: node.getEnd(), text: lines.join(' ') });
  }
  if (!edits.length) return null;
  let out = code;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** The build plugin: barrels are rewritten in the app's and the workspace packages' own modules. */
export function barrelImports(barrels: Barrel[]): Plugin {
  let originOf = barrelResolver(barrels, readIfExists);
  return {
    name: 'pm-barrel-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      originOf = barrelResolver(barrels, readIfExists);
    },
    transform(code, id) {
      if (/[\\/]node_modules[\\/]/.test(id) || !/\.tsx?$/.test(id)) return null;
      const next = rewriteBarrelImports(code, id, barrels, originOf);
      return next === null ? null : { code: next, map: null };
    },
  };
}
