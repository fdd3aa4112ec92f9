/** Mobile number (spec 5): 1, then 3-9, then 9 digits. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Mobile grouped as people write it: 13800138000, 138 0013 8000, +86 13800138000, 86-138-0013-8000. */
const MOBILE_WRITTEN = /^(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}$/;
/** An extension after the number: -123, 转123, 分机123, #123, ext123. */
const EXTENSION = '(?:[ -]?(?:-|转|分机|#|ext\\.?)[ -]?\\d{1,6})?';
/** 400/800 service numbers: 400-820-8820, 4008208820, 800 820 8820. */
const SERVICE = new RegExp(`^[48]00(?:[ -]?\\d){7}${EXTENSION}$`);
/**
 * A landline: the local number (7-8 digits, one space or hyphen before its last four allowed) after an
 * area code: 0 and 2-3 digits, optionally in brackets (021-50002000, (0755)12345678, 02150002000), or
 * +86 and the code without its 0 (+86 21 5000 2000). Without an area code the number may not start
 * with 0 or 1, so a short or mistyped mobile is not taken for one.
 */
const LANDLINE = new RegExp(
  `^(?:(?:\\+?86[ -]?\\(?0?[1-9]\\d{1,2}\\)?|\\(0[1-9]\\d{1,2}\\)|0[1-9]\\d{1,2})[ -]?[1-9]|[2-9])\\d{2,3}[ -]?\\d{4}${EXTENSION}$`,
);

/**
 * A contact phone (联系电话, 服务电话 …): a mobile, a landline with or without area code, or a
 * 400/800 number, each with an optional extension. SMS targets and sign-in numbers keep isMobile.
 */
export function isPhone(value: string): boolean {
  const text = value.trim();
  return MOBILE_WRITTEN.test(text) || SERVICE.test(text) || LANDLINE.test(text);
}

/** ID number (spec 5): 15 digits, 18 digits, or 17 digits then a digit or X. */
export function isIdNumber(value: string): boolean {
  return /^(\d{15}|\d{17}[\dXx])$/.test(value);
}

/** Date text (spec 5): YYYY-MM-DD with an optional HH:mm, and a real calendar date. */
export function isDateText(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: ([01]\d|2[0-3]):([0-5]\d))?$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day, "YYYY-MM-DD" and a real calendar date (no time): the filters' and forms' day. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isDateText(value);
}

/** Business dates (contracts, move-ins, plans) lie in these years; anything else is a typing slip. */
export const BUSINESS_YEARS = { min: 1900, max: 2100 } as const;

/** The message (without the field name) for a date outside BUSINESS_YEARS. */
export const BUSINESS_YEARS_MESSAGE = `须在${BUSINESS_YEARS.min}年至${BUSINESS_YEARS.max}年之间`;

/** True when date text (YYYY-MM-DD or YYYY.MM.DD, optionally with a time) starts with a year in BUSINESS_YEARS. */
export function isBusinessYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}/.test(value) && year >= BUSINESS_YEARS.min && year <= BUSINESS_YEARS.max;
}
