import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRows } from '../api/report-queries';
import { MoneyTd } from './ledger-money';
import { balanceSheetPairs, isMismatch, isStrong, reportLabel } from './report-layout';

type Row = ReportRows[number];

function Half({ row }: { row: Row | null }) {
  if (!row) return <><Table.Td /><Table.Td /><Table.Td /><Table.Td /></>;
  const bad = isMismatch(row);
  return (
    <>
      <Table.Td fw={isStrong(row) ? 600 : undefined} style={{ paddingLeft: row.type === 2 ? 20 : 8 }} bg={bad ? 'red.1' : undefined}
        title={bad ? `${row.should ?? ''} ≠ ${row.actual ?? ''}` : undefined} data-testid={bad ? 'report-mismatch' : undefined}>{reportLabel(row)}</Table.Td>
      <Table.Td ta="center">{row.type === 1 ? '' : row.rowNo}</Table.Td>
      <MoneyTd value={row.total1} strong={isStrong(row)} />
      <MoneyTd value={row.total2} strong={isStrong(row)} />
    </>
  );
}

/** 资产负债表 in two columns: 资产 (category 11) left, 负债和所有者权益 right; a failing check is highlighted. */
export function BalanceSheetTable({ rows }: { rows: ReportRows }) {
  const { t } = useTranslation('accounting');
  return (
    <Table withTableBorder withColumnBorders data-testid="balance-sheet">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reports.assets')}</Table.Th><Table.Th>{t('reports.line')}</Table.Th><Table.Th ta="right">{t('reports.closing')}</Table.Th><Table.Th ta="right">{t('reports.yearOpening')}</Table.Th>
          <Table.Th>{t('reports.claims')}</Table.Th><Table.Th>{t('reports.line')}</Table.Th><Table.Th ta="right">{t('reports.closing')}</Table.Th><Table.Th ta="right">{t('reports.yearOpening')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {balanceSheetPairs(rows).map(([l, r], i) => <Table.Tr key={i}><Half row={l} /><Half row={r} /></Table.Tr>)}
      </Table.Tbody>
    </Table>
  );
}

/** 利润表: 项目, 行次, 本期金额, 本年累计金额. */
export function IncomeTable({ rows }: { rows: ReportRows }) {
  const { t } = useTranslation('accounting');
  return (
    <Table withTableBorder withColumnBorders data-testid="income-statement">
      <Table.Thead>
        <Table.Tr><Table.Th>{t('reports.item')}</Table.Th><Table.Th>{t('reports.line')}</Table.Th><Table.Th ta="right">{t('reports.current')}</Table.Th><Table.Th ta="right">{t('reports.yearToDate')}</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => <Table.Tr key={r.id}><Half row={r} /></Table.Tr>)}
      </Table.Tbody>
    </Table>
  );
}
