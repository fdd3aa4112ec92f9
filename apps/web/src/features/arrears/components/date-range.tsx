import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/date-field';

export interface Range {
  from: string;
  to: string;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a range can be asked for: two days, the first not after the second. */
export function rangeOk(r: Range): boolean {
  return DAY.test(r.from) && DAY.test(r.to) && r.from <= r.to;
}

/** 日期从 … 至 …: two day inputs. */
export function DateRange({ value, onChange }: { value: Range; onChange: (value: Range) => void }) {
  const { t } = useTranslation('arrears');
  const bad = DAY.test(value.from) && DAY.test(value.to) && value.from > value.to;
  return (
    <>
      <DateField label={t('dateFrom')} value={value.from} onChange={(v) => onChange({ ...value, from: v })} w={150} data-testid="date-from" />
      <DateField label={t('dateTo')} value={value.to} onChange={(v) => onChange({ ...value, to: v })} error={bad ? t('badRange') : undefined} w={150} data-testid="date-to" />
    </>
  );
}
