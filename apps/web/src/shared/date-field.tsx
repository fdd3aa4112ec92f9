import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import {
  DateInput,
  DatesProvider,
  DateTimePicker,
  MonthPickerInput,
  type DateInputProps,
  type DateTimePickerProps,
  type MonthPickerInputProps,
} from '@mantine/dates';
import type { ReactNode } from 'react';
import { currentLanguage } from '../i18n';

/** How dates are written everywhere (spec section 5, helper formats): YYYY-MM-DD, optionally HH:mm. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** A month (账期) as written everywhere: YYYY-MM. */
export const MONTH_FORMAT = 'YYYY-MM';
/** The calendar's headers as Chinese write them (2026年11月, 2026年), not 十一月 2026. */
const MONTH_LABEL = 'YYYY年M月';
const YEAR_LABEL = 'YYYY年';

/** The calendar's language follows the interface's (weekday and month names, first day Monday). */
function Localised({ children }: { children: ReactNode }) {
  const locale = currentLanguage() === 'zh-TW' ? 'zh-tw' : 'zh-cn';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

const pad = (n: string) => n.padStart(2, '0');

/**
 * Typed text to YYYY-MM-DD: 2026-11-5, 2026/11/05 and 2026.11.05 are read; anything else (or a
 * day the calendar does not have) is no date.
 */
export function parseDateText(text: string): string | null {
  const m = /^\s*(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?\s*$/.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const iso = `${y}-${pad(mo)}-${pad(d)}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === iso ? iso : null;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or '' / null for none. */
  value: string | null;
  onChange: (value: string) => void;
};

/** A date input showing and taking YYYY-MM-DD, with a calendar in the interface's language; '' when cleared. */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  return (
    <Localised>
      <DateInput
        {...rest}
        value={value ? value.slice(0, 10) : null}
        onChange={(v) => onChange(v ?? '')}
        valueFormat={DATE_FORMAT}
        dateParser={parseDateText}
        monthLabelFormat={MONTH_LABEL}
        yearLabelFormat={YEAR_LABEL}
        clearable={rest.clearable ?? !rest.required}
        popoverProps={{ withinPortal: true, ...rest.popoverProps }}
      />
    </Localised>
  );
}

type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** YYYY-MM-DD HH:mm, or '' / null for none. */
  value: string | null;
  onChange: (value: string) => void;
};

/** A date-time picker showing YYYY-MM-DD HH:mm (no seconds), in the interface's language; '' when cleared. */
export function DateTimeField({ value, onChange, ...rest }: DateTimeFieldProps) {
  return (
    <Localised>
      <DateTimePicker
        {...rest}
        value={value ? `${value.slice(0, 16).replace('T', ' ')}:00` : null}
        onChange={(v) => onChange(v ? v.slice(0, 16) : '')}
        valueFormat={DATE_TIME_FORMAT}
        monthLabelFormat={MONTH_LABEL}
        yearLabelFormat={YEAR_LABEL}
        clearable={rest.clearable ?? !rest.required}
        popoverProps={{ withinPortal: true, ...rest.popoverProps }}
      />
    </Localised>
  );
}

type MonthFieldProps = Omit<MonthPickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'maxDate' | 'minDate' | 'type'> & {
  /** YYYY-MM, or '' / null for none. */
  value: string | null;
  onChange: (value: string) => void;
  /** The last (first) month that can be picked, YYYY-MM. */
  maxMonth?: string;
  minMonth?: string;
};

/** A month picker showing and giving YYYY-MM (a 12-month grid per year), in the interface's language; '' when cleared. */
export function MonthField({ value, onChange, maxMonth, minMonth, ...rest }: MonthFieldProps) {
  return (
    <Localised>
      <MonthPickerInput
        {...rest}
        value={value ? `${value.slice(0, 7)}-01` : null}
        onChange={(v) => onChange(v ? v.slice(0, 7) : '')}
        valueFormat={MONTH_FORMAT}
        yearLabelFormat={YEAR_LABEL}
        {...(maxMonth ? { maxDate: `${maxMonth}-01` } : {})}
        {...(minMonth ? { minDate: `${minMonth}-01` } : {})}
        clearable={rest.clearable ?? !rest.required}
        popoverProps={{ withinPortal: true, ...rest.popoverProps }}
      />
    </Localised>
  );
}
