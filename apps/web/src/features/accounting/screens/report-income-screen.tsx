import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { reportEndpoints } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePeriodRange } from '../api/ledger-queries';
import { useIncomeStatement } from '../api/report-queries';
import { defaultPeriod } from '../components/ledger-defaults';
import { PrintView } from '../../../shared/print-view';
import { LedgerRangePicker } from '../components/ledger-range-picker';
import { LedgerToolbar } from '../components/ledger-toolbar';
import { ReportFormulas } from '../components/report-formulas';
import { IncomeTable } from '../components/report-tables';

/** 利润表 for a period or a range within one year (本期金额, 本年累计金额); Excel and print. */
export default function ReportIncomeScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const [span, setSpan] = useState<[string | null, string | null]>([null, null]);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (p && span[0] === null) setSpan([p, p]);
  }, [range.data, span]);
  const input = span[0] && span[1] ? { from: span[0], to: span[1] } : null;
  const report = useIncomeStatement(input);
  const rows = report.data?.rows ?? [];
  const heading = title || t('reports.income');
  return (
    <Stack gap="sm" p="sm" data-testid="report-income-screen">
      <Title order={4}>{heading}</Title>
      <Tabs defaultValue="report" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="report">{t('reports.tabReport')}</Tabs.Tab>
          <Tabs.Tab value="formulas" data-testid="tab-formulas">{t('reports.tabFormulas')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="report" pt="sm">
          <Stack gap="sm">
            <Group align="flex-end" gap="sm">
              <LedgerRangePicker periods={range.data?.periods ?? []} from={span[0]} to={span[1]} onChange={(f, to) => setSpan([f, to])} />
              <LedgerToolbar exportEndpoint={reportEndpoints.exportReporting2} filters={input} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
            </Group>
            {report.data?.error && <Text size="sm" c="red" data-testid="report-error">{report.data.error}</Text>}
            <IncomeTable rows={rows} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="formulas" pt="sm">
          <ReportFormulas kind="income" readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={<span>{t('ledger.span', { from: span[0], to: span[1] })}</span>} onClose={() => setPrinting(false)}>
          <IncomeTable rows={rows} />
        </PrintView>
      )}
    </Stack>
  );
}
