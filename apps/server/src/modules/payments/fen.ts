// Money at WeChat Pay's boundary. Our books keep yuan as decimal text (numeric(14,2)); the vendor speaks
// integer fen. Conversion goes through the digits and BigInt, never a JS number: 0.29 * 100 is
// 28.999999999999996 and 19.99 * 100 is 1998.9999999999998 (payments note, golden case P1).

const YUAN = /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/;

/** Largest amount either way: numeric(14,2) holds 12 integer digits; fen stay well inside a safe integer. */
const MAX_FEN = BigInt(Number.MAX_SAFE_INTEGER);

export class FenError extends RangeError {
  override name = 'FenError';
}

/**
 * Integer fen from yuan decimal text: `'285.51'` → 28551, `'19.99'` → 1999, `'0.29'` → 29, `'0.5'` → 50.
 * At most two decimals (a third digit is refused, never rounded); no exponent, blank, `+` or thousands separator.
 * A minus sign is refused unless `allowNegative` (a refund row in the trade bill).
 */
export function yuanToFen(yuan: string, options: { allowNegative?: boolean } = {}): number {
  const m = YUAN.exec(yuan);
  if (!m) throw new FenError(`不是以元为单位、最多两位小数的金额：${JSON.stringify(yuan)}`);
  const negative = m[1] === '-';
  if (negative && !options.allowNegative) throw new FenError(`金额不能为负：${yuan}`);
  const fen = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  if (fen > MAX_FEN) throw new FenError(`金额过大：${yuan}`);
  // -0 is never returned: a '-0.00' is plain 0.
  return fen === 0n ? 0 : Number(negative ? -fen : fen);
}

/** Yuan text with two decimals from integer fen: 28551 → `'285.51'`, -60 → `'-0.60'`, 0 → `'0.00'`. */
export function fenToYuan(fen: number | bigint): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen)) throw new FenError(`分须为整数：${fen}`);
  const value = BigInt(fen);
  const abs = value < 0n ? -value : value;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return value < 0n ? `-${text}` : text;
}
