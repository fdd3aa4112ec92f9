import { type Dec, dec } from './decimal';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['仟', '佰', '拾', ''];
const GROUPS = ['亿', '万', ''];

/** Integer yuan in uppercase, 1-12 digits, no leading zeros: 零 once for each run of zeros between two non-zero digits. */
function capitalInteger(integer: string): string {
  const padded = integer.padStart(12, '0');
  let out = '';
  let started = false;
  let pendingZero = false;
  for (let g = 0; g < 3; g += 1) {
    const group = padded.slice(g * 4, g * 4 + 4);
    for (let i = 0; i < 4; i += 1) {
      const digit = Number(group[i]);
      if (digit === 0) {
        pendingZero = started;
        continue;
      }
      if (pendingZero) out += '零';
      out += (DIGITS[digit] ?? '') + (IN_GROUP[i] ?? '');
      started = true;
      pendingZero = false;
    }
    if (group !== '0000') out += GROUPS[g] ?? '';
  }
  return out;
}

/**
 * Chinese uppercase money (人民币大写, without the "人民币" prefix) of an amount in 元 with at most 2
 * decimals and 12 integer digits, by the People's Bank writing rules: 拾 always after a digit
 * (10 → 壹拾元整); one 零 for each run of zeros between non-zero digits, also across 万/亿
 * (1005 → 壹仟零伍元整, 107000 → 壹拾万零柒仟元整); 元整 when there are no 角/分; 元零X分 when the 角
 * is zero (100000.07 → 壹拾万元零柒分); no 零 between 元 and a non-zero 角 (1010.50 → 壹仟零壹拾元伍角,
 * the rules allow either); no 元 below one yuan (0.05 → 伍分); 0 → 零元整; negative → 负….
 * Throws a RangeError for other input.
 */
export function capitalAmount(value: string | Dec): string {
  const d = dec(value);
  if (d.decimalPlaces() > 2) throw new RangeError(`大写金额最多两位小数：${d.toFixed()}`);
  const [integer = '0', fraction = '00'] = d.abs().toFixed(2).split('.');
  if (integer.length > 12) throw new RangeError(`大写金额整数部分最多12位：${d.toFixed()}`);
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  const sign = d.isNegative() && !d.isZero() ? '负' : '';
  const cents = (jiao ? `${DIGITS[jiao]}角` : '') + (fen ? `${DIGITS[fen]}分` : '');
  if (integer === '0') return cents ? sign + cents : '零元整';
  const yuan = `${capitalInteger(integer)}元`;
  if (!cents) return `${sign}${yuan}整`;
  return sign + yuan + (jiao ? '' : '零') + cents;
}
