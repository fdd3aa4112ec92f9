/**
 * The next maintenance date after `from` ("YYYY-MM-DD") for a work_cycle value:
 * 1 每周 +7 days, 2 每月 +1 month, 3 每季度 +3, 4 每半年 +6, 5 每年 +12 months. A month step
 * from the 29th-31st lands on the last day of a shorter month (01-31 + 1 month = 02-28/29).
 */
export function nextMaintDate(from: string, cycle: string): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  if (cycle === '1') return new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
  const months = { '2': 1, '3': 3, '4': 6, '5': 12 }[cycle];
  if (months === undefined) throw new Error(`unknown work cycle ${cycle}`);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
