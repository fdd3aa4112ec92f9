// Dates on the page and in the fake users' 服务通知 are China time (UTC+8, no daylight saving).

const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-10 10:00:05` */
export function chinaDateTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
