import { addDays } from '@pm/domain';

// The business day of the charging area: China Standard Time, whatever the server's zone.
const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in China (YYYY-MM-DD). */
export const businessToday = (): string => shanghai.format(new Date());

/** The day before `date` (YYYY-MM-DD). */
export const dayBefore = (date: string): string => addDays(date, -1);
