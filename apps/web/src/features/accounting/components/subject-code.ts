import type { Subject } from '@pm/contracts';
import { newSubjectRefusal, parseCodeScheme } from '@pm/domain';

/** The width of the level a child of `parent` takes under the scheme (null at the last level). */
export function childWidth(codeScheme: string, parent: Pick<Subject, 'level'> | null): number | null {
  const { widths } = parseCodeScheme(codeScheme);
  return widths[parent ? parent.level : 0] ?? null;
}

/**
 * The next free code for a child of `parent` (or a level-1 subject): the highest sibling code + 1,
 * else the parent code followed by …01. Null when the level is full or the scheme has no further level.
 */
export function nextChildCode(codeScheme: string, parent: Pick<Subject, 'code' | 'level'> | null, subjects: readonly Pick<Subject, 'code' | 'level'>[]): string | null {
  const width = childWidth(codeScheme, parent);
  if (width === null) return null;
  const prefix = parent?.code ?? '';
  const level = (parent?.level ?? 0) + 1;
  const siblings = subjects.filter((s) => s.level === level && s.code.startsWith(prefix)).map((s) => Number(s.code.slice(prefix.length)));
  const next = siblings.length ? Math.max(...siblings) + 1 : parent ? 1 : 1001;
  const text = String(next).padStart(width, '0');
  return text.length > width ? null : prefix + text;
}

/** Why the typed code cannot be added (the domain's rule: scheme, taken, parent exists), or null. */
export function codeRefusal(code: string, codeScheme: string, subjects: readonly Pick<Subject, 'code'>[]): string | null {
  return newSubjectRefusal(code.trim(), codeScheme, subjects.map((s) => s.code));
}
