import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { Endpoint } from '@pm/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintView } from '../../../shared/print-view';
import { usePeriodRange } from '../api/ledger-queries';
import { defaultPeriod } from './ledger-defaults';
import { LedgerRangePicker } from './ledger-range-picker';
import { LedgerToolbar } from './ledger-toolbar';

export type Span = [string | null, string | null];

/** The periods a ledger or report picks from, and the chosen span (from, to). */
export interface PeriodSpan {
  periods: string[];
  span: Span;
  setSpan: (span: Span) => void;
}

/**
 * The span a ledger or report opens on once the book's periods are known: its current period (`opening` 'period'),
 * or from January of that year (not before the book's start) to it ('year').
 */
export function usePeriodSpan(opening: 'period' | 'year' = 'period'): PeriodSpan {
  const range = usePeriodRange();
  const [span, setSpan] = useState<Span>([null, null]);
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (!p || span[0] !== null) return;
    const january = `${p.slice(0, 4)}-01`;
    setSpan([opening === 'year' ? (january < (range.data?.start ?? '') ? (range.data?.start ?? p) : january) : p, p]);
  }, [range.data, span, opening]);
  return { periods: range.data?.periods ?? [], span, setSpan };
}

interface Props {
  testId: string;
  heading: string;
  period: PeriodSpan;
  /** One period (a balance sheet) rather than a span. */
  single?: boolean;
  /** More filters, after the periods. */
  controls?: ReactNode;
  exportEndpoint: Endpoint;
  /** What the export asks for; null while the filters are not complete (Excel and 打印 wait). */
  filters: Record<string, unknown> | null;
  /** Said under the printed title; the span unless told. */
  meta?: ReactNode;
  /** Between the toolbar and the table (the subject shown, an error). */
  before?: ReactNode;
  table: ReactNode;
  /** Under the table on screen only (the pages). */
  after?: ReactNode;
  /** A report's 公式 tab beside it. */
  formulas?: ReactNode;
}

/** A ledger or report screen: its title, the periods and filters with Excel and 打印, the table; printed landscape. */
export function LedgerScreen({ testId, heading, period, single = false, controls, exportEndpoint, filters, meta, before, table, after, formulas }: Props) {
  const { t } = useTranslation('accounting');
  const [printing, setPrinting] = useState(false);
  const { span, setSpan } = period;
  const body = (
    <>
      <Group align="flex-end" gap="sm">
        <LedgerRangePicker single={single} periods={period.periods} from={span[0]} to={span[1]} onChange={(from, to) => setSpan([from, to])} />
        {controls}
        <LedgerToolbar exportEndpoint={exportEndpoint} filters={filters} fileName={`${heading}.xlsx`} onPrint={() => setPrinting(true)} />
      </Group>
      {before}
      {table}
      {after}
    </>
  );
  return (
    <Stack gap="sm" p="sm" data-testid={testId}>
      <Title order={4}>{heading}</Title>
      {formulas ? (
        <Tabs defaultValue="report" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="report">{t('reports.tabReport')}</Tabs.Tab>
            <Tabs.Tab value="formulas" data-testid="tab-formulas">{t('reports.tabFormulas')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="report" pt="sm">
            <Stack gap="sm">{body}</Stack>
          </Tabs.Panel>
          <Tabs.Panel value="formulas" pt="sm">
            {formulas}
          </Tabs.Panel>
        </Tabs>
      ) : (
        body
      )}
      {printing && (
        <PrintView title={heading} testId="ledger-print-view" orientation="landscape" meta={meta ?? <span>{t('ledger.span', { from: span[0], to: span[1] })}</span>} onClose={() => setPrinting(false)}>
          {table}
        </PrintView>
      )}
    </Stack>
  );
}
