import { addDays } from '@pm/domain';

/** The day before `date` (YYYY-MM-DD). */
export const dayBefore = (date: string): string => addDays(date, -1);
