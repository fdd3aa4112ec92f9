/** Mobile number (spec 5): 1, then 3-9, then 9 digits. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
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

/** Business dates (contracts, move-ins, plans) lie in these years; anything else is a typing slip. */
export const BUSINESS_YEARS = { min: 1900, max: 2100 } as const;

/** The message (without the field name) for a date outside BUSINESS_YEARS. */
export const BUSINESS_YEARS_MESSAGE = `须在${BUSINESS_YEARS.min}年至${BUSINESS_YEARS.max}年之间`;

/** True when date text (YYYY-MM-DD or YYYY.MM.DD, optionally with a time) starts with a year in BUSINESS_YEARS. */
export function isBusinessYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}/.test(value) && year >= BUSINESS_YEARS.min && year <= BUSINESS_YEARS.max;
}
