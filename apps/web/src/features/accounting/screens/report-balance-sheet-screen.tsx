import { Text } from '@mantine/core';
import { reportEndpoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useBalanceSheet } from '../api/report-queries';
import { LedgerScreen, usePeriodSpan } from '../components/ledger-screen';
import { ReportFormulas } from '../components/report-formulas';
import { BalanceSheetTable } from '../components/report-tables';

/** 资产负债表 at the end of a period: two columns, the 资产总计 = 负债和所有者权益总计 check; Excel and print. */
export default function ReportBalanceSheetScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const period = usePeriodSpan();
  const at = period.span[1];
  const input = at ? { period: at } : null;
  const report = useBalanceSheet(input);
  return (
    <LedgerScreen
      testId="report-balance-sheet-screen"
      heading={title || t('reports.balanceSheet')}
      period={period}
      single
      exportEndpoint={reportEndpoints.exportReporting}
      filters={input}
      meta={<span>{t('reports.asOf', { period: at })}</span>}
      before={report.data?.error && <Text size="sm" c="red">{report.data.error}</Text>}
      table={<BalanceSheetTable rows={report.data?.rows ?? []} />}
      formulas={<ReportFormulas kind="balance_sheet" readOnly={readOnly} />}
    />
  );
}
