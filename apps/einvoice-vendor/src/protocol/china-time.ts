// Dates on the page, in the invoices and in the answers are China time (UTC+8, no daylight saving).

const pad = (n: number) => String(n).padStart(2, '0');
const shifted = (ms: number) => new Date(ms + 8 * 3600_000);

/** `2024-05-10 10:00:05` */
export function chinaDateTime(ms: number): string {
  const d = shifted(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `2024-05-10` */
export const chinaDay = (ms: number) => chinaDateTime(ms).slice(0, 10);

/** `2024年05月10日`, as an invoice prints its date. */
export function chinaDateText(ms: number): string {
  const day = chinaDay(ms);
  return `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;
}

/** `yyMMddHHmmss` of China time, the head of a 流水号. */
export function chinaStamp(ms: number): string {
  return chinaDateTime(ms).replace(/\D/g, '').slice(2);
}

/** `yyyy-MM-dd HH:mm:ss` China time as ms; undefined when it is not such text or no real time. */
export function parseChinaDateTime(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(ms) || chinaDateTime(ms) !== text ? undefined : ms;
}
