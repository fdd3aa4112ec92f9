import { Text } from '@mantine/core';
import { reportEndpoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useIncomeStatement } from '../api/report-queries';
import { LedgerScreen, usePeriodSpan } from '../components/ledger-screen';
import { ReportFormulas } from '../components/report-formulas';
import { IncomeTable } from '../components/report-tables';

/** 利润表 for a period or a range within one year (本期金额, 本年累计金额); Excel and print. */
export default function ReportIncomeScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const period = usePeriodSpan();
  const [from, to] = period.span;
  const input = from && to ? { from, to } : null;
  const report = useIncomeStatement(input);
  return (
    <LedgerScreen
      testId="report-income-screen"
      heading={title || t('reports.income')}
      period={period}
      exportEndpoint={reportEndpoints.exportReporting2}
      filters={input}
      before={report.data?.error && <Text size="sm" c="red" data-testid="report-error">{report.data.error}</Text>}
      table={<IncomeTable rows={report.data?.rows ?? []} />}
      formulas={<ReportFormulas kind="income" readOnly={readOnly} />}
    />
  );
}
