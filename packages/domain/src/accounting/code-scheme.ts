/**
 * A company's subject code structure (科目编码结构), e.g. '4-2-2': level 1 has 4 digits, each
 * further level appends its width. `lengths` are the cumulative code lengths per level ([4, 6, 8]).
 */
export interface CodeScheme {
  text: string;
  widths: readonly number[];
  lengths: readonly number[];
}

const SCHEME_TEXT = /^\d+(-\d+)*$/;
const MAX_LEVELS = 6;

/** Why the scheme text cannot be used (Chinese), or null when it can. */
export function codeSchemeRefusal(text: string): string | null {
  if (!SCHEME_TEXT.test(text)) return `科目编码结构格式不正确：${text}，应为如4-2-2的数字组合`;
  const widths = text.split('-').map(Number);
  if (widths[0] !== 4) return '一级科目编码必须为4位';
  if (widths.length > MAX_LEVELS) return `科目级次最多${MAX_LEVELS}级`;
  if (widths.some((w) => w < 1 || w > 4)) return '各级科目编码长度必须在1到4位之间';
  return null;
}

/** Reads '4-2-2' (throws a RangeError with the Chinese reason when codeSchemeRefusal has one). */
export function parseCodeScheme(text: string): CodeScheme {
  const refusal = codeSchemeRefusal(text);
  if (refusal) throw new RangeError(refusal);
  const widths = text.split('-').map(Number);
  const lengths: number[] = [];
  widths.reduce((sum, w) => {
    lengths.push(sum + w);
    return sum + w;
  }, 0);
  return { text, widths, lengths };
}

function scheme(value: CodeScheme | string): CodeScheme {
  return typeof value === 'string' ? parseCodeScheme(value) : value;
}

/** Level (1-based) of a code under the scheme, or null when its length fits no level or it is not all digits. */
export function subjectLevel(code: string, codeScheme: CodeScheme | string): number | null {
  if (!/^\d+$/.test(code)) return null;
  const index = scheme(codeScheme).lengths.indexOf(code.length);
  return index < 0 ? null : index + 1;
}

/** Why a code does not fit the scheme (Chinese), or null when it does. Does not check the parent exists. */
export function subjectCodeRefusal(code: string, codeScheme: CodeScheme | string): string | null {
  const parsed = scheme(codeScheme);
  if (code === '') return '科目编码不能为空';
  if (!/^\d+$/.test(code)) return `科目编码只能包含数字：${code}`;
  if (subjectLevel(code, parsed) === null)
    return `科目编码${code}的长度不符合编码结构${parsed.text}（应为${parsed.lengths.join('、')}位）`;
  return null;
}

/** Whether a code fits the scheme: digits only, length one of the levels' lengths. */
export function isValidSubjectCode(code: string, codeScheme: CodeScheme | string): boolean {
  return subjectCodeRefusal(code, codeScheme) === null;
}

/** The parent's code (112201 → 1122 under 4-2-2), null for a level-1 code; throws a RangeError on an invalid code. */
export function parentCode(code: string, codeScheme: CodeScheme | string): string | null {
  const parsed = scheme(codeScheme);
  const refusal = subjectCodeRefusal(code, parsed);
  if (refusal) throw new RangeError(refusal);
  const level = subjectLevel(code, parsed) ?? 1;
  return level === 1 ? null : code.slice(0, parsed.lengths[level - 2]);
}

/** Codes of all ancestors, nearest first (11220101 → 112201, 1122). */
export function ancestorCodes(code: string, codeScheme: CodeScheme | string): string[] {
  const parsed = scheme(codeScheme);
  const level = subjectLevel(code, parsed);
  if (level === null) throw new RangeError(subjectCodeRefusal(code, parsed) ?? code);
  const out: string[] = [];
  for (let l = level - 1; l >= 1; l--) out.push(code.slice(0, parsed.lengths[l - 1]));
  return out;
}

/**
 * Why a new subject cannot be added to a chart (Chinese), or null: the code fits the scheme, is not
 * taken, and its parent exists. `existing` holds the company's current codes.
 */
export function newSubjectRefusal(
  code: string,
  codeScheme: CodeScheme | string,
  existing: ReadonlySet<string> | readonly string[],
): string | null {
  const codes = existing instanceof Set ? existing : new Set(existing as readonly string[]);
  const refusal = subjectCodeRefusal(code, codeScheme);
  if (refusal) return refusal;
  if (codes.has(code)) return `科目编码${code}已存在`;
  const parent = parentCode(code, codeScheme);
  if (parent !== null && !codes.has(parent)) return `上级科目${parent}不存在`;
  return null;
}
