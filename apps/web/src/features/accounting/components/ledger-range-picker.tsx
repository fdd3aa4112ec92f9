import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 期间 from..to over the book's periods (from /period-range); `single` shows one picker. */
export function LedgerRangePicker({ periods, from, to, onChange, single = false }: {
  periods: string[];
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  single?: boolean;
}) {
  const { t } = useTranslation('accounting');
  const data = [...periods].reverse();
  if (single)
    return <Select label={t('ledger.period')} data={data} value={to} onChange={(v) => onChange(v, v)} w={130} allowDeselect={false} data-testid="period-to" />;
  return (
    <>
      <Select label={t('ledger.from')} data={data} value={from} onChange={(v) => onChange(v, to && v && v > to ? v : to)} w={130} allowDeselect={false} data-testid="period-from" />
      <Select label={t('ledger.to')} data={data} value={to} onChange={(v) => onChange(from && v && v < from ? v : from, v)} w={130} allowDeselect={false} data-testid="period-to" />
    </>
  );
}
