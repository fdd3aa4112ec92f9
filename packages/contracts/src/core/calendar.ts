import { z } from 'zod';
import { BUSINESS_YEARS_MESSAGE, isBusinessYear, isDateText } from '@pm/domain';

// The calendar types every contract uses: a business day and a month (period). Years outside
// BUSINESS_YEARS (1900-2100) are typing slips, and years 0000-0999 would reach PostgreSQL as dates
// it cannot hold: both are refused here, with a 400, before any service sees them.

/**
 * A business date (contract, event, approval day): a real calendar day in 1900-2100.
 * `separator` is the one the spec's form uses ('-' for YYYY-MM-DD, '.' for YYYY.MM.DD).
 */
export const businessDay = (separator: '-' | '.' = '-', label = '') => {
  const format = `${label}日期格式应为YYYY${separator}MM${separator}DD`;
  const sep = separator === '.' ? '\\.' : '-';
  const shape = new RegExp(`^\\d{4}${sep}\\d{2}${sep}\\d{2}$`);
  return z
    .string({ error: format })
    .refine((value) => shape.test(value) && isDateText(value.replaceAll(separator, '-')), {
      error: format,
      abort: true,
    })
    .refine(isBusinessYear, { error: `${label}日期${BUSINESS_YEARS_MESSAGE}` });
};

/** A business month "YYYY-MM" in 1900-2100 (`label` names it in the messages: 期间, 开始期间 …). */
export const businessMonth = (label = '期间') =>
  z
    .string({ error: `${label}格式应为YYYY-MM` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${label}格式应为YYYY-MM`, abort: true })
    .refine(isBusinessYear, { error: `${label}${BUSINESS_YEARS_MESSAGE}` });

/** A billing or accounting month (期间): every contract field that is a month is this one. */
export const Period = businessMonth();
/** A business day YYYY-MM-DD in 1900-2100. */
export const Day = businessDay();
/** A dashboard's bound: a month (settlement, receipts, customer) or a day (service), each in 1900-2100. */
export const MonthOrDay = z.union([Period, Day], { error: '日期格式应为YYYY-MM或YYYY-MM-DD' });
