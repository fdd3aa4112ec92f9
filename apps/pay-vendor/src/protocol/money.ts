// Money at the vendor's boundary. The vendor speaks integer fen; our books and the bill file speak yuan
// as decimal text. Conversion goes through strings and BigInt, never a JS number: 0.29 * 100 is
// 28.999999999999996 and 19.99 * 100 is 1998.9999999999998 (golden case P1).

const YUAN = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Fen from yuan decimal text: `'285.51'` → 28551, `'19.99'` → 1999, `'0.5'` → 50, `'-1.20'` → -120.
 * At most two decimals; throws a RangeError on anything else (exponents, blanks, three decimals).
 */
export function yuanToFen(yuan: string): number {
  const m = YUAN.exec(yuan);
  if (!m) throw new RangeError(`不是以元为单位、最多两位小数的金额：${yuan}`);
  const fen = BigInt(m[2] ?? '0') * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  const signed = m[1] === '-' ? -fen : fen;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`金额过大：${yuan}`);
  return Number(signed);
}

/** Yuan text with two decimals from integer fen: 28551 → `'285.51'`, -60 → `'-0.60'`, 0 → `'0.00'`. */
export function fenToYuan(fen: number | bigint): string {
  const value = BigInt(fen);
  const abs = value < 0n ? -value : value;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return value < 0n ? `-${text}` : text;
}

/** A fee as the bill writes it: yuan with five decimals from fen (171 → `'1.71000'`, -60 → `'-0.60000'`). */
export function fenToFeeText(fen: number | bigint): string {
  return `${fenToYuan(fen)}000`;
}

const RATE = /^(\d{1,2})(?:\.(\d{1,2}))?%$/;

/** A fee rate `'0.60%'` as hundredths of a percent (60); `'0.54%'` → 54, `'1%'` → 100. */
export function rateToBasisPoints(rate: string): number {
  const m = RATE.exec(rate);
  if (!m) throw new RangeError(`费率格式应如 0.60%：${rate}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The rate as the bill writes it: 60 → `'0.60%'`. */
export function basisPointsToRate(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

/**
 * The fee of one bill row in fen: amount × rate rounded half up to the fen, per row (the rounding rule
 * is not documented; the samples fit per-row rounding: 6.00 × 0.60% = 0.036 → 0.04). A negative
 * amount (a refund row) gives the negative of the positive amount's fee.
 */
export function feeFen(amountFen: number, basisPoints: number): number {
  const a = BigInt(Math.abs(amountFen));
  const fee = (a * BigInt(basisPoints) * 2n + 10_000n) / 20_000n;
  return Number(amountFen < 0 ? -fee : fee);
}
