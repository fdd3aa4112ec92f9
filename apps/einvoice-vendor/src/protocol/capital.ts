const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) zero = out !== '';
    else {
      out += `${zero ? '零' : ''}${DIGITS.charAt(d)}${UNITS[i] ?? ''}`;
      zero = false;
    }
  }
  return out;
}

/** 价税合计（大写）of an amount in fen: 壹仟元整, 玖佰肆拾叁元肆角, 负数 with a leading （负数）. */
export function capitalAmount(fen: bigint): string {
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  const yuan = abs / 100n;
  const jiao = Number((abs / 10n) % 10n);
  const fenDigit = Number(abs % 10n);
  let whole = '';
  let rest = yuan;
  let gi = 0;
  let needZero = false;
  while (rest > 0n) {
    const part = Number(rest % 10000n);
    if (part > 0) {
      whole = `${group(part)}${GROUPS[gi] ?? ''}${needZero ? '零' : ''}${whole}`;
      needZero = part < 1000;
    } else needZero = whole !== '';
    rest /= 10000n;
    gi++;
  }
  whole = whole.replace(/^零+/, '');
  let text = whole ? `${whole}元` : '';
  if (jiao === 0 && fenDigit === 0) text = `${text || '零元'}整`;
  else {
    if (jiao > 0) text += `${DIGITS.charAt(jiao)}角`;
    else if (whole) text += '零';
    if (fenDigit > 0) text += `${DIGITS.charAt(fenDigit)}分`;
  }
  return `${negative ? '（负数）' : ''}${text}`;
}
