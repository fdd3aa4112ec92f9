import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { reportEndpoints } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePeriodRange } from '../api/ledger-queries';
import { useBalanceSheet } from '../api/report-queries';
import { defaultPeriod } from '../components/ledger-defaults';
import { PrintView } from '../../../shared/print-view';
import { LedgerRangePicker } from '../components/ledger-range-picker';
import { LedgerToolbar } from '../components/ledger-toolbar';
import { ReportFormulas } from '../components/report-formulas';
import { BalanceSheetTable } from '../components/report-tables';

/** 资产负债表 at the end of a period: two columns, the 资产总计 = 负债和所有者权益总计 check; Excel and print. */
export default function ReportBalanceSheetScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const [period, setPeriod] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (period === null) setPeriod(defaultPeriod(range.data));
  }, [range.data, period]);
  const input = period ? { period } : null;
  const report = useBalanceSheet(input);
  const rows = report.data?.rows ?? [];
  const heading = title || t('reports.balanceSheet');
  return (
    <Stack gap="sm" p="sm" data-testid="report-balance-sheet-screen">
      <Title order={4}>{heading}</Title>
      <Tabs defaultValue="report" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="report">{t('reports.tabReport')}</Tabs.Tab>
          <Tabs.Tab value="formulas" data-testid="tab-formulas">{t('reports.tabFormulas')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="report" pt="sm">
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <LedgerRangePicker single periods={range.data?.periods ?? []} from={period} to={period} onChange={(_, p) => setPeriod(p)} />
              <LedgerToolbar exportEndpoint={reportEndpoints.exportReporting} filters={input} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
            </Group>
            {report.data?.error && <Text size="sm" c="red">{report.data.error}</Text>}
            <BalanceSheetTable rows={rows} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="formulas" pt="sm">
          <ReportFormulas kind="balance_sheet" readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={<span>{t('reports.asOf', { period })}</span>} onClose={() => setPrinting(false)}>
          <BalanceSheetTable rows={rows} />
        </PrintView>
      )}
    </Stack>
  );
}
