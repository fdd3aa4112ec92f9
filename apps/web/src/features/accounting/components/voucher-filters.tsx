import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { isPeriod } from '@pm/domain';
import { MonthField } from '../../../shared/date-field';

export interface VoucherFilterValues {
  /** 'YYYY-MM' or '' for every period. */
  period: string;
  keyword: string;
  /** '' for every status of the screen. */
  status: string;
}

interface Props {
  value: VoucherFilterValues;
  onChange: (value: VoucherFilterValues) => void;
  /** The statuses to choose from (entry: all four); none: no status pick. */
  statuses?: number[];
  children?: ReactNode;
}

/** 会计期间 (month), 状态 and 摘要 filters above a voucher list, with the screen's buttons on the right. */
export function VoucherFilters({ value, onChange, statuses, children }: Props) {
  const { t } = useTranslation('accounting');
  return (
    <Group align="flex-end" gap="sm" justify="space-between">
      <Group align="flex-end" gap="sm">
        <MonthField label={t('vouchers.period')} value={value.period} onChange={(period) => onChange({ ...value, period })} w={150} data-testid="filter-period" />
        {statuses ? (
          <Select
            label={t('vouchers.state')}
            data={[{ value: '', label: t('vouchers.allStatus') }, ...statuses.map((s) => ({ value: String(s), label: t(`vouchers.status.${s}`) }))]}
            value={value.status}
            onChange={(v) => onChange({ ...value, status: v ?? '' })}
            allowDeselect={false}
            w={120}
            data-testid="filter-status"
          />
        ) : null}
        <TextInput label={t('vouchers.summary')} placeholder={t('vouchers.keywordHint')} value={value.keyword} onChange={(e) => onChange({ ...value, keyword: e.currentTarget.value })} w={180} />
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}


/** The list query of the filters: one period, the chosen status (else the screen's), the 摘要 keyword. */
export function filterQuery(value: VoucherFilterValues, screenStatuses: number[]) {
  return {
    ...(isPeriod(value.period) ? { period: value.period } : {}),
    status: value.status ? [Number(value.status)] : screenStatuses,
    ...(value.keyword.trim() ? { keyword: value.keyword.trim() } : {}),
  };
}
