const CHUNK = /\d+|\D+/g;

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Natural order of codes (house codes "1-2-101"): digit runs compare by value ('101' < '1001',
 * 'A9' < 'A10'), other runs by code unit (locale-free, so the same on every server); a total order —
 * equal values with different leading zeros fall back to plain comparison. Negative / 0 / positive.
 */
export function naturalCompare(a: string, b: string): number {
  const xs = a.match(CHUNK) ?? [];
  const ys = b.match(CHUNK) ?? [];
  for (let i = 0; i < Math.min(xs.length, ys.length); i += 1) {
    const x = xs[i] ?? '';
    const y = ys[i] ?? '';
    const bothDigits = /^\d/.test(x) && /^\d/.test(y);
    const order = bothDigits ? compareDigits(x, y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  if (xs.length !== ys.length) return xs.length - ys.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
