import { paymentEndpoints } from '@pm/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useDailyReport } from '../api/daily';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { useEstates } from '../api/options';
import { DAILY_GROUPS } from '../daily-groups';
import { DailyPrint } from '../components/daily-print';
import { DateRange, rangeOk, type Range } from '../components/date-range';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from '../components/pickers';
import { SumTable } from '../components/sum-table';
import { amountText, today } from '../format';

/** 收费日报: a range (default today) summed six ways with the total; Excel export and an A4 print. */
export default function DailyReportScreen({ title }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const [range, setRange] = useState<Range>(() => ({ from: today(), to: today() }));
  const [estateId, setEstateId] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const [asked] = useDebouncedValue(range, 300);
  const estates = useEstates();
  const filters = rangeOk(asked) ? { dateFrom: asked.from, dateTo: asked.to, ...(estateId ? { estateId } : {}) } : null;
  const daily = useDailyReport(filters);
  const report = daily.data;
  const error = daily.error ? errorText(daily.error) : undefined;

  return (
    <Stack gap="sm" p="sm" data-testid="daily-report-screen">
      <Title order={4}>{title || t('menu.daily')}</Title>
      <Group align="flex-end" gap="sm">
        <DateRange value={range} onChange={setRange} />
        <EstateSelect value={estateId} onChange={setEstateId} />
        <Button variant="default" disabled={!filters} onClick={() => filters && void exportWithPurpose(paymentEndpoints.exportDaily, filters, `${t('menu.daily')}${filters.dateFrom}_${filters.dateTo}.xlsx`)} data-testid="export">
          {t('export')}
        </Button>
        <Button variant="light" disabled={!report} onClick={() => setPrinting(true)} data-testid="print-daily">{t('print')}</Button>
      </Group>
      {report ? (
        <Paper withBorder p="xs">
          <Text fw={700} data-testid="daily-total">
            {t('daily.total')}：{t('daily.count', { count: report.total.count })}，{amountText(report.total.amount)}
          </Text>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {DAILY_GROUPS.map(({ field, group, reconciled }) => (
          <Stack key={field} gap={4}>
            <Title order={6}>{t(`daily.by.${group}`)}</Title>
            <SumTable group={group} keyLabel={t(`groups.${group}`)} rows={report?.[field] ?? []} reconciling={reconciled ? report?.reconciling : undefined} total={report?.total} loading={daily.isPending && filters !== null} error={error} testId={`daily-${group}`} />
          </Stack>
        ))}
      </SimpleGrid>
      {printing && report ? <DailyPrint report={report} estateName={estates.data?.find((e) => e.id === estateId)?.name ?? null} onClose={() => setPrinting(false)} /> : null}
    </Stack>
  );
}
