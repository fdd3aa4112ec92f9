// The business day of the counter: China Standard Time, whatever the server's zone.
const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in China (YYYY-MM-DD): payments' business date and the default late-fee day. */
export const businessToday = (): string => shanghai.format(new Date());
