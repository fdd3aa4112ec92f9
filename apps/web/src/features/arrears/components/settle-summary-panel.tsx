import { Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettleSummary } from '../api/summary';
import { monthStart, today } from '../format';
import type { SummaryGroup } from '../types';
import { DateRange, rangeOk, type Range } from './date-range';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from './pickers';
import { RefundsTable } from './refunds-table';
import { SumTable } from './sum-table';

const GROUPS: SummaryGroup[] = ['day', 'estate', 'item', 'method', 'cashier', 'type'];

/** 结算汇总's own tab: payments of a range summed by day, estate, item, method, cashier or type; the refunds below. */
export function SettleSummaryPanel() {
  const { t } = useTranslation('arrears');
  const [range, setRange] = useState<Range>(() => ({ from: monthStart(today()), to: today() }));
  const [estateId, setEstateId] = useState<number | null>(null);
  const [groupBy, setGroupBy] = useState<SummaryGroup>('day');
  // typing a day fires one query when it settles, not one per keystroke
  const [asked] = useDebouncedValue(range, 300);
  const filters = rangeOk(asked) ? { dateFrom: asked.from, dateTo: asked.to, ...(estateId ? { estateId } : {}) } : null;
  const summary = useSettleSummary(filters ? { ...filters, groupBy } : null);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <DateRange value={range} onChange={setRange} />
        <EstateSelect value={estateId} onChange={setEstateId} />
      </Group>
      <SegmentedControl
        value={groupBy}
        onChange={(v) => setGroupBy(v as SummaryGroup)}
        data={GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
        data-testid="group-by"
      />
      <Paper withBorder p={0}>
        <SumTable
          group={groupBy}
          keyLabel={t(`groups.${groupBy}`)}
          rows={summary.data?.rows ?? []}
          reconciling={summary.data?.reconciling}
          total={summary.data?.total}
          loading={summary.isPending && filters !== null}
          error={summary.error ? errorText(summary.error) : undefined}
          testId="summary"
        />
      </Paper>
      <RefundsTable filters={filters} />
    </Stack>
  );
}
