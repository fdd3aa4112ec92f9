import { DECIMAL_TEXT } from '../money/decimal';
import type { RoundingMode } from '../money/rounding';
import { lineAmount, type LineAmountInput } from './bill-line';

// lineAmount by integers: quantity and unit price as whole ten-thousandths, so quantity × price ×
// num / den is one integer division whose remainder decides the rounding. Same answer as lineAmount
// (property test, line-amount-fast.test.ts), a few times faster: a bill run computes one a line.

/** Places kept by each rounding mode, and how the magnitude rounds (sign applied after, as lineAmount does). */
const MODES: Record<RoundingMode, [places: number, rule: 'half_up' | 'up' | 'down']> = {
  half_up_2: [2, 'half_up'],
  half_up_1: [1, 'half_up'],
  ceil_2: [2, 'up'],
  floor_2: [2, 'down'],
  half_up_0: [0, 'half_up'],
};

/**
 * From 10^14 yuan on (100 times numeric(14,2)'s largest amount) lineAmount's 40 significant digits
 * might round its division across a rounding boundary: such amounts are left to lineAmount. Below,
 * quantity × price × num stays under 40 digits (den is a safe integer) and the division's rounding
 * error, under 10^-26 yuan, is far smaller than any distance from a boundary (1 / (2 × den × 10^8)).
 */
const FEN_LIMIT = 10n ** 16n;
const SCALE = 10n ** 8n;

/** Whole ten-thousandths of decimal text with at most 4 decimals (trailing zeros aside), or null to leave to lineAmount. */
function tenThousandths(text: string): bigint | null {
  if (!DECIMAL_TEXT.test(text)) return null;
  const dot = text.indexOf('.');
  if (dot < 0) return BigInt(text) * 10_000n;
  const decimals = text.slice(dot + 1).replace(/0+$/, '');
  if (decimals.length > 4) return null;
  const whole = text.slice(0, dot);
  const scaled = BigInt(whole.replace('-', '')) * 10_000n + BigInt(decimals.padEnd(4, '0'));
  return whole.startsWith('-') ? -scaled : scaled;
}

/** lineAmount({ quantity, unitPrice, fraction, rounding }), computed on integers; anything unusual goes to lineAmount itself. */
export function lineAmountFast(input: LineAmountInput): string {
  const { fraction = { num: 1, den: 1 } } = input;
  const quantity = tenThousandths(input.quantity);
  const unitPrice = tenThousandths(input.unitPrice);
  if (quantity === null || unitPrice === null || !Number.isSafeInteger(fraction.num) || !Number.isSafeInteger(fraction.den) || fraction.den <= 0 || fraction.num < 0) {
    return lineAmount(input); // its errors, word for word
  }
  const [places, rule] = MODES[input.rounding ?? 'half_up_2'];
  const product = quantity * unitPrice * BigInt(fraction.num);
  const magnitude = product < 0n ? -product : product;
  // magnitude / (den × 10^8) yuan, in units of 10^-places yuan
  const divisor = BigInt(fraction.den) * SCALE;
  const dividend = magnitude * 10n ** BigInt(places);
  let units = dividend / divisor;
  const remainder = dividend % divisor;
  if ((rule === 'half_up' && remainder * 2n >= divisor) || (rule === 'up' && remainder > 0n)) units += 1n;
  const fen = units * 10n ** BigInt(2 - places);
  if (fen >= FEN_LIMIT) return lineAmount(input);
  const digits = String(fen).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return product < 0n && fen !== 0n ? `-${text}` : text;
}
