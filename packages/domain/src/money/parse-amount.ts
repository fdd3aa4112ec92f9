import { dec } from './decimal';

export interface ParseDecimalOptions {
  /** Decimals allowed: 2 for amounts (元 to the fen), 4 for prices and quantities. */
  scale: 2 | 4;
  /** Label named in the message, e.g. '金额', '单价'. */
  label: string;
  /** Smallest value allowed, as decimal text (inclusive). */
  min?: string;
  /** Largest value allowed, as decimal text (inclusive). */
  max?: string;
  /** Allow values below zero (reversal lines, refunds); default false. */
  allowNegative?: boolean;
}

export type ParseDecimalResult = { value: string } | { error: string };

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_INTEGER_DIGITS = 12;

/**
 * Reads a decimal from the API or a form: a string ("205.78", surrounding blanks trimmed, no
 * thousand separators or exponents) or a safe integer; a non-integer JS number is refused because
 * it may already carry a binary rounding error. Returns the value fixed to `scale` decimals
 * ("12.5" → "12.50"; "-0" → "0.00") or a Chinese message naming the label.
 */
export function parseDecimal(input: unknown, options: ParseDecimalOptions): ParseDecimalResult {
  const { label, scale } = options;
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isSafeInteger(input)) return { error: `${label}不能以浮点数传递，请使用文本` };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else if (input === null || input === undefined) {
    return { error: `${label}不能为空` };
  } else {
    return { error: `${label}不是有效的数字` };
  }
  if (text === '') return { error: `${label}不能为空` };
  const match = PLAIN.exec(text);
  if (!match) return { error: `${label}不是有效的数字` };
  const integerDigits = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return { error: `${label}整数部分最多${MAX_INTEGER_DIGITS}位` };
  if ((match[3] ?? '').replace(/0+$/, '').length > scale) return { error: `${label}最多${scale}位小数` };
  const value = dec(text);
  if (value.isNegative() && !value.isZero() && !options.allowNegative) return { error: `${label}不能为负数` };
  if (options.min !== undefined && value.lessThan(dec(options.min))) return { error: `${label}不能小于${options.min}` };
  if (options.max !== undefined && value.greaterThan(dec(options.max)))
    return { error: `${label}不能大于${options.max}` };
  return { value: value.abs().isZero() ? (0).toFixed(scale) : value.toFixed(scale) };
}
