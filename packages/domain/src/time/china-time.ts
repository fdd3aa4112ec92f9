// China keeps one offset all year (UTC+8, no daylight saving since 1991), so a fixed shift gives
// its wall clock exactly, whatever the zone of the server or the browser, without time-zone data.
const CHINA_OFFSET_MS = 8 * 3_600_000;
/**
 * An instant written with its zone, as the API (ISO, Z or ±hh:mm) and PostgreSQL's text of a
 * timestamptz (space, ±hh) give it: date, time, zone.
 */
const ZONED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** A wall-clock text without zone: "YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]" or with a T. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?)?$/;

export type Instant = Date | string | number;

/** A zoned text in the one form every engine parses: 2026-11-28T21:41:00+00:00. */
function isoText(text: string): string {
  const m = ZONED.exec(text.trim());
  if (!m) return text;
  const zone = m[3]!.toUpperCase() === 'Z' ? 'Z' : m[3]!.length === 3 ? `${m[3]}:00` : m[3]!.length === 5 ? `${m[3]!.slice(0, 3)}:${m[3]!.slice(3)}` : m[3]!;
  return `${m[1]}T${m[2]}${zone}`;
}

/** "YYYY-MM-DDTHH:mm:ss" of the instant on China's clock; null when it is not a time. */
function chinaClock(at: Instant): string | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(isoText(at));
  return Number.isFinite(ms) ? new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19) : null;
}

/**
 * An instant as people read it here, on China's clock (Asia/Shanghai): "YYYY-MM-DD HH:mm", with
 * ":ss" when `seconds`. Screens, PDFs and Excel cells all write times with this one function.
 * A text without zone is already a China wall clock (a date-time field as typed) and is only
 * normalised; a bare date stays a date. Empty for null, undefined and ''; anything else that is
 * not a time comes back unchanged, so nothing is hidden.
 */
export function chinaDateTime(at: Instant | null | undefined, options: { seconds?: boolean } = {}): string {
  if (at === null || at === undefined || at === '') return '';
  const width = options.seconds ? 19 : 16;
  if (typeof at === 'string' && !ZONED.test(at.trim())) {
    const m = WALL_CLOCK.exec(at.trim());
    if (!m) return at;
    if (!m[2]) return m[1]!;
    return `${m[1]} ${m[2]}${m[3] ?? ':00'}`.slice(0, width);
  }
  const clock = chinaClock(at);
  return clock === null ? String(at) : clock.replace('T', ' ').slice(0, width);
}

/** The day of an instant on China's calendar, "YYYY-MM-DD" (a zone-less text keeps its own day). */
export function chinaDate(at: Instant | null | undefined): string {
  return chinaDateTime(at).slice(0, 10);
}

/** The instant a China calendar day ("YYYY-MM-DD") begins: its midnight at UTC+8 (no daylight saving in China). */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Today on China's calendar, "YYYY-MM-DD": the books', the counter's and the arrears' day. */
export function chinaToday(now: Instant = Date.now()): string {
  return chinaClock(now)!.slice(0, 10);
}
