import { parseCodeScheme, type CodeScheme } from './code-scheme';

const TEMPLATE_WIDTHS = [4, 2, 2] as const;

/**
 * A chart template's code (written in 4-2-2) under a company's code scheme: each level's segment
 * keeps its number and is left-padded to the scheme's width (112201 → 1122001 under 4-3-3).
 * Null when the scheme has too few levels or a segment does not fit its width.
 */
export function templateCodeIn(code: string, codeScheme: CodeScheme | string): string | null {
  const scheme = typeof codeScheme === 'string' ? parseCodeScheme(codeScheme) : codeScheme;
  const segments: string[] = [];
  let at = 0;
  for (const width of TEMPLATE_WIDTHS) {
    if (at >= code.length) break;
    segments.push(code.slice(at, at + width));
    at += width;
  }
  if (segments.length > scheme.widths.length) return null;
  let out = '';
  for (const [i, segment] of segments.entries()) {
    const width = scheme.widths[i]!;
    const value = segment.replace(/^0+(?=\d)/, '');
    if (value.length > width) return null;
    out += value.padStart(width, '0');
  }
  return out;
}
