import { Dec, DECIMAL_TEXT } from '../money/decimal';

/**
 * One voucher line as entered. Amounts are decimal text in 元 ('617.34'); an empty string, null or
 * undefined means the side is not filled. Exactly one side carries a non-zero amount.
 */
export interface VoucherLineInput {
  summary?: string | null;
  subjectCode?: string | null;
  debit?: string | null;
  credit?: string | null;
}

export interface VoucherLineProblem {
  /** 0-based index of the line, or null for a problem of the whole voucher. */
  index: number | null;
  field: 'debit' | 'credit' | 'subjectCode' | 'summary' | 'lines';
  message: string;
}

export interface CheckVoucherLinesOptions {
  /**
   * A red reversal voucher (红字冲销, created by 冲销): every amount must be negative. In any other
   * voucher amounts must be positive (docs/decisions.md "Accounting: negative amounts only in red reversals").
   */
  red?: boolean;
}

export const BOTH_SIDES_MESSAGE = '借方和贷方只能填写一方';
export const NO_SIDE_MESSAGE = '借方或贷方必须填写金额';
export const UNBALANCED_MESSAGE = '借贷不平';
const MAX_INTEGER_DIGITS = 12;

function filled(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && value.trim() !== '';
}

function amountProblem(text: string, red: boolean): string | null {
  const t = text.trim();
  if (!DECIMAL_TEXT.test(t)) return `金额不是有效的数字：${text}`;
  const value = new Dec(t);
  if (value.decimalPlaces() > 2) return '金额最多2位小数';
  if (value.abs().toFixed(0, Dec.ROUND_DOWN).length > MAX_INTEGER_DIGITS)
    return `金额整数部分最多${MAX_INTEGER_DIGITS}位`;
  if (!red && value.isNegative() && !value.isZero()) return '金额不能为负数，红字冲销请使用冲销功能';
  if (red && value.isPositive() && !value.isZero()) return '红字冲销凭证的金额必须为负数';
  return null;
}

function nonZero(value: string | null | undefined): boolean {
  return filled(value) && DECIMAL_TEXT.test(value.trim()) && !new Dec(value.trim()).isZero();
}

/**
 * The problems of a voucher's lines, in line order (empty when every line is fine): a subject on
 * each line, one side only ('借方和贷方只能填写一方'), a non-zero amount ('借方或贷方必须填写金额'),
 * at most 2 decimals, the sign rule of `options.red`. Balance is voucherTotals' / submitRefusal's job.
 */
export function checkVoucherLines(
  lines: readonly VoucherLineInput[],
  options: CheckVoucherLinesOptions = {},
): VoucherLineProblem[] {
  const red = options.red ?? false;
  const problems: VoucherLineProblem[] = [];
  lines.forEach((line, index) => {
    if (!filled(line.subjectCode)) problems.push({ index, field: 'subjectCode', message: '请选择会计科目' });
    for (const field of ['debit', 'credit'] as const) {
      const value = line[field];
      if (!filled(value)) continue;
      const problem = amountProblem(value, red);
      if (problem) problems.push({ index, field, message: problem });
    }
    const debit = nonZero(line.debit);
    const credit = nonZero(line.credit);
    if (debit && credit) problems.push({ index, field: 'credit', message: BOTH_SIDES_MESSAGE });
    else if (!debit && !credit) problems.push({ index, field: 'debit', message: NO_SIDE_MESSAGE });
  });
  return problems;
}

export interface VoucherTotals {
  /** Σ debit, 2 decimals. */
  debit: string;
  /** Σ credit, 2 decimals. */
  credit: string;
  balanced: boolean;
}

function sumSide(lines: readonly VoucherLineInput[], side: 'debit' | 'credit'): Dec {
  return lines.reduce((sum, line) => {
    const value = line[side];
    return filled(value) && DECIMAL_TEXT.test(value.trim()) ? sum.plus(new Dec(value.trim())) : sum;
  }, new Dec(0));
}

function fixed(value: Dec): string {
  return (value.isZero() ? new Dec(0) : value).toFixed(2);
}

/** Exact Σ debit and Σ credit of the lines (unfilled or non-numeric sides count as 0) and whether they are equal. */
export function voucherTotals(lines: readonly VoucherLineInput[]): VoucherTotals {
  const debit = sumSide(lines, 'debit');
  const credit = sumSide(lines, 'credit');
  return { debit: fixed(debit), credit: fixed(credit), balanced: debit.equals(credit) };
}

/**
 * Whether a saved draft takes its number now: its totals balance and are not zero (lines are checked
 * one by one before saving, so this means at least a debit and a credit). Until then it is 暂存.
 */
export function balancedForNumber(lines: readonly VoucherLineInput[]): boolean {
  const totals = voucherTotals(lines);
  return totals.balanced && !new Dec(totals.debit).isZero();
}

/**
 * Why a voucher may not leave 待修改 (Chinese), or null: every line fine (checkVoucherLines), at
 * least 2 lines, Σ debit = Σ credit ('借贷不平：借方合计100.00，贷方合计99.99', A2). Leaf subjects and
 * an open period are checked by the caller (postingSubjectRefusal, voucherTransition).
 */
export function submitRefusal(
  lines: readonly VoucherLineInput[],
  options: CheckVoucherLinesOptions = {},
): string | null {
  const problems = checkVoucherLines(lines, options);
  const first = problems[0];
  if (first) return first.index === null ? first.message : `第${first.index + 1}行：${first.message}`;
  if (lines.length < 2) return '凭证至少需要两条分录';
  const totals = voucherTotals(lines);
  if (!totals.balanced) return `${UNBALANCED_MESSAGE}：借方合计${totals.debit}，贷方合计${totals.credit}`;
  return null;
}

/** The red reversal of lines (A6): same summary, subject and side, each amount negated. */
export function reversalLines<T extends VoucherLineInput>(lines: readonly T[]): T[] {
  const negate = (v: string | null | undefined) => (filled(v) ? fixed(new Dec(v.trim()).negated()) : v);
  return lines.map((line) => ({ ...line, debit: negate(line.debit), credit: negate(line.credit) }));
}
