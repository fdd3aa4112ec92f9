/** 凭证字 (note §4): 记 for a general voucher, or 收/付/转. */
export const VOUCHER_WORDS = ['记', '收', '付', '转'] as const;
export type VoucherWord = (typeof VOUCHER_WORDS)[number];

/**
 * What stands for the number of a draft that has never balanced (暂存): it takes its number when it
 * first balances, so drafts abandoned half-typed leave no gap (断号) in the period's numbers.
 */
export const UNNUMBERED_TEXT = '暂存';

/** Display number of a voucher: word, dash, 4 digits ('记', 7 → '记-0007'; longer numbers kept whole); '记-暂存' without one. */
export function voucherDisplayNumber(word: string, number: number | null): string {
  return number === null ? `${word}-${UNNUMBERED_TEXT}` : `${word}-${String(number).padStart(4, '0')}`;
}

/** The next number of a (company, period, word): one past the highest used, 1 when none. */
export function nextVoucherNumber(numbers: readonly number[]): number {
  return numbers.reduce((max, n) => Math.max(max, n), 0) + 1;
}

/** Numbers missing between 1 and the highest used, ascending ([1, 2, 4, 5] → [3]). */
export function voucherNumberGaps(numbers: readonly number[]): number[] {
  const used = new Set(numbers);
  const gaps: number[] = [];
  for (let n = 1; n < nextVoucherNumber(numbers); n++) if (!used.has(n)) gaps.push(n);
  return gaps;
}

/**
 * Re-packing on close (会计要求凭证号必须连续, A17): the numbers in ascending order get 1, 2, 3 …;
 * answers only the numbers that change ([1, 2, 4, 5] → [{from: 4, to: 3}, {from: 5, to: 4}]).
 */
export function renumber(numbers: readonly number[]): { from: number; to: number }[] {
  return [...new Set(numbers)]
    .sort((a, b) => a - b)
    .map((from, i) => ({ from, to: i + 1 }))
    .filter((m) => m.from !== m.to);
}

/**
 * What a close does with one word's numbers (A17): with `renumberOnClose` the moves of renumber;
 * else the gaps and a Chinese message naming them (reported, the close goes on).
 */
export function closeNumbering(
  word: string,
  numbers: readonly number[],
  renumberOnClose: boolean,
): { renumber: { from: number; to: number }[]; gaps: number[]; message: string | null } {
  if (renumberOnClose) return { renumber: renumber(numbers), gaps: [], message: null };
  const gaps = voucherNumberGaps(numbers);
  const message = gaps.length ? `凭证号不连续，缺少${gaps.map((n) => voucherDisplayNumber(word, n)).join('、')}` : null;
  return { renumber: [], gaps, message };
}
