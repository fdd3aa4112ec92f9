import type { DocKind } from './types';

/** The character a document number carries for its kind: 通 notice, 内 internal, 报 report. */
export const DOC_KIND_MARK: Record<DocKind, string> = { normal: '通', internal: '内', report: '报' };

/**
 * 发文字号 in the 机关代字〔年〕N号 form, e.g. 恒物通〔2026〕17号: the company's short mark, the kind's
 * character, the year in 〔〕 and the serial counted per company, kind and year (gapless, from 1).
 */
export function formatDocNumber(companyMark: string, kind: DocKind, year: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('公文流水号必须是正整数');
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError('年份无效');
  return `${companyMark}${DOC_KIND_MARK[kind]}〔${year}〕${serial}号`;
}

/** The year a document is numbered in: the calendar year of the send instant in China (UTC+8). */
export function docNumberYear(at: string): number {
  return new Date(Date.parse(at) + 8 * 3600_000).getUTCFullYear();
}
