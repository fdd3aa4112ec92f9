import { useTranslation } from 'react-i18next';
import { isDay } from '@pm/domain';
import { DateField } from '../../../shared/date-field';

export interface Range {
  from: string;
  to: string;
}

/** Whether a range can be asked for: two days, the first not after the second. */
export function rangeOk(r: Range): boolean {
  return isDay(r.from) && isDay(r.to) && r.from <= r.to;
}

/** 日期从 … 至 …: two day inputs. */
export function DateRange({ value, onChange }: { value: Range; onChange: (value: Range) => void }) {
  const { t } = useTranslation('arrears');
  const bad = isDay(value.from) && isDay(value.to) && value.from > value.to;
  return (
    <>
      <DateField label={t('dateFrom')} value={value.from} onChange={(v) => onChange({ ...value, from: v })} w={150} data-testid="date-from" />
      <DateField label={t('dateTo')} value={value.to} onChange={(v) => onChange({ ...value, to: v })} error={bad ? t('badRange') : undefined} w={150} data-testid="date-to" />
    </>
  );
}
