import { Dec, dec } from '../money/decimal';
import { type LineTax, taxFromGross } from './line-tax';
import { invoiceTotals } from './invoice-totals';

/** A line of the original (blue) invoice: positive amounts and its rate. */
export interface BlueLine extends LineTax {
  rate: string;
}

/** A line of a red-letter invoice: the blue line it reverses (numbered from 1, the platform's blueDetailIndex), negative amounts. */
export interface RedLine extends LineTax {
  blueLine: number;
  rate: string;
}

/** The whole of what still stands, or part: per blue line all that stands on it (no gross) or a tax-inclusive amount of it. */
export type RedRequest = { whole: true } | { lines: readonly { blueLine: number; gross?: string }[] };

export type RedProblem =
  | { code: 'nothing_left' }
  | { code: 'no_lines' }
  | { code: 'unknown_line'; blueLine: number }
  | { code: 'line_twice'; blueLine: number }
  | { code: 'not_positive'; blueLine: number }
  | { code: 'exceeds'; blueLine: number; standing: string };

export type RedResult = { ok: true; lines: RedLine[]; totals: LineTax } | { ok: false; problem: RedProblem };

const fen = (value: Dec) => (value.isZero() ? new Dec(0) : value).toFixed(2);
const ZERO: LineTax = { net: '0.00', tax: '0.00', gross: '0.00' };

interface Magnitudes {
  net: Dec;
  tax: Dec;
  gross: Dec;
}

function redOf(blue: readonly BlueLine[], earlier: readonly RedLine[]): Magnitudes[] {
  const red = blue.map(() => ({ net: new Dec(0), tax: new Dec(0), gross: new Dec(0) }));
  for (const line of earlier) {
    const sum = red[line.blueLine - 1];
    if (!sum) throw new RangeError(`红字发票行对应的蓝票行不存在：${line.blueLine}`);
    sum.net = sum.net.minus(dec(line.net));
    sum.tax = sum.tax.minus(dec(line.tax));
    sum.gross = sum.gross.minus(dec(line.gross));
  }
  return red;
}

/** What stands on each blue line after the earlier red letters (元, positive): the blue amounts less all red ones. */
export function standingLines(blue: readonly BlueLine[], earlier: readonly RedLine[]): LineTax[] {
  const red = redOf(blue, earlier);
  return blue.map((b, i) => {
    const r = red[i] ?? { net: new Dec(0), tax: new Dec(0), gross: new Dec(0) };
    return {
      net: fen(dec(b.net).minus(r.net)),
      tax: fen(dec(b.tax).minus(r.tax)),
      gross: fen(dec(b.gross).minus(r.gross)),
    };
  });
}

/** 剩余可冲红金额: the tax-inclusive amount of the blue invoice that still stands (元). */
export function remainingRedable(blue: readonly BlueLine[], earlier: readonly RedLine[]): string {
  return invoiceTotals(standingLines(blue, earlier)).gross;
}

/**
 * One line's red amounts (positive magnitudes) when `gross` more of it is reversed. All reds of a line together are
 * split once, as one tax-inclusive amount (notes §3), so partial reds never drift from the blue split; the result is
 * kept inside what stands (net ≤ blue net, tax ≤ blue tax), so the last red takes exactly the rest.
 */
function reverse(blue: BlueLine, done: Magnitudes, gross: Dec): Magnitudes {
  const bn = dec(blue.net);
  const bt = dec(blue.tax);
  const cumGross = done.gross.plus(gross);
  const split = dec(taxFromGross(fen(cumGross), blue.rate).net);
  const low = Dec.max(done.net, cumGross.minus(bt));
  const high = Dec.min(bn, done.net.plus(gross));
  const cumNet = Dec.min(Dec.max(split, low), high);
  const net = cumNet.minus(done.net);
  return { net, tax: gross.minus(net), gross };
}

/**
 * A red-letter (负数) invoice for `request` against the blue lines and the earlier red letters of the same blue
 * invoice: negative lines with net + tax = gross, never more per line (gross, net or tax) than what stands, and the
 * rest of a line exactly when all of it is reversed. `{ whole: true }` reverses all that stands. Blue amounts are
 * positive, 2 decimals.
 */
export function redLetter(blue: readonly BlueLine[], earlier: readonly RedLine[], request: RedRequest): RedResult {
  const standing = standingLines(blue, earlier);
  const red = redOf(blue, earlier);
  const wanted: { blueLine: number; gross?: string }[] =
    'whole' in request
      ? standing.flatMap((s, i) => (dec(s.gross).isZero() ? [] : [{ blueLine: i + 1 }]))
      : [...request.lines];
  if (wanted.length === 0)
    return { ok: false, problem: 'whole' in request ? { code: 'nothing_left' } : { code: 'no_lines' } };

  const seen = new Set<number>();
  const lines: RedLine[] = [];
  for (const want of wanted) {
    const b = blue[want.blueLine - 1];
    const stands = standing[want.blueLine - 1];
    const done = red[want.blueLine - 1];
    if (!Number.isInteger(want.blueLine) || !b || !stands || !done)
      return { ok: false, problem: { code: 'unknown_line', blueLine: want.blueLine } };
    if (seen.has(want.blueLine)) return { ok: false, problem: { code: 'line_twice', blueLine: want.blueLine } };
    seen.add(want.blueLine);
    const gross = want.gross === undefined ? dec(stands.gross) : dec(want.gross);
    if (gross.decimalPlaces() > 2) throw new RangeError(`冲红金额最多2位小数：${want.gross ?? ''}`);
    if (!gross.isPositive() || gross.isZero()) {
      if (want.gross === undefined) return { ok: false, problem: { code: 'nothing_left' } };
      return { ok: false, problem: { code: 'not_positive', blueLine: want.blueLine } };
    }
    if (gross.greaterThan(stands.gross))
      return { ok: false, problem: { code: 'exceeds', blueLine: want.blueLine, standing: stands.gross } };
    const r = reverse(b, done, gross);
    lines.push({
      blueLine: want.blueLine,
      rate: b.rate,
      net: fen(r.net.negated()),
      tax: fen(r.tax.negated()),
      gross: fen(r.gross.negated()),
    });
  }
  return { ok: true, lines, totals: lines.length ? invoiceTotals(lines) : ZERO };
}
