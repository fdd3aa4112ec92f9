// Exact decimal arithmetic for the fake's checks, on BigInt: amounts in fen, rates and prices as scaled integers.
// Written apart from the product's own money code, so the fake checks the product rather than agreeing with it.

/** Text with at most `places` decimals as an integer scaled by 10^places; undefined when it is not plain decimal text. */
export function scaled(text: string, places: number): bigint | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const fraction = m[3] ?? '';
  if (fraction.length > places) return undefined;
  const value = BigInt(`${m[2]}${fraction.padEnd(places, '0')}`);
  return m[1] === '-' ? -value : value;
}

/** a / b rounded half up, away from zero at .5 (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  const q = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -q : q;
}

/** An integer scaled by 10^places as text ("-943.40"; never "-0.00"). */
export function format(value: bigint, places = 2): string {
  const abs = value < 0n ? -value : value;
  const digits = abs.toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return value < 0n ? `-${text}` : text;
}

export const abs = (v: bigint) => (v < 0n ? -v : v);

/** A rate as a fraction (0.06) scaled by 10^6. */
export const RATE_SCALE = 1_000_000n;
