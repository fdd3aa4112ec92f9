/** Today in China (Asia/Shanghai) as YYYY-MM-DD: the books' and the counter's day, whatever the browser's zone. */
export function chinaToday(): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
