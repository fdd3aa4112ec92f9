const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A 统一社会信用代码 with a right check character (GB 32100-2015). */
export function isCreditCode(text: string): boolean {
  if (!/^[0-9ABCDEFGHJKLMNPQRTUWXY]{18}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARS.indexOf(text.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHARS.charAt((31 - (sum % 31)) % 31) === text.charAt(17);
}

/**
 * What the tax bureau's check of a buyer's 纳税人识别号 lets through in the fake (**chosen**): a credit code with its
 * check character, or an old-style number of 15, 17 or 20 digits and capitals (an ID-number based one has 17 + 1).
 */
export function buyerTaxIdAccepted(text: string): boolean {
  if (text.length === 18) return isCreditCode(text) || /^\d{17}[\dX]$/.test(text);
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(text);
}
