import { Table, Text } from '@mantine/core';
import type { EndpointOutput, ledgerEndpoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyTd } from './ledger-money';

type Answer = EndpointOutput<typeof ledgerEndpoints.balance>;

/** 科目余额表: opening, period and closing on their 借/贷 columns, 本年累计, the totals and the balance check. */
export function LedgerBalanceTable({ data }: { data: Answer | undefined }) {
  const { t } = useTranslation('accounting');
  const pairs = ['opening', 'period', 'closing', 'year'] as const;
  return (
    <Table striped withTableBorder withColumnBorders data-testid="balance-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th rowSpan={2}>{t('ledger.code')}</Table.Th>
          <Table.Th rowSpan={2}>{t('ledger.subject')}</Table.Th>
          {pairs.map((p) => <Table.Th key={p} colSpan={2} ta="center">{t(`ledger.${p === 'period' ? 'periodMovement' : p}`)}</Table.Th>)}
        </Table.Tr>
        <Table.Tr>
          {pairs.flatMap((p) => [<Table.Th key={`${p}d`} ta="right">{t('ledger.debit')}</Table.Th>, <Table.Th key={`${p}c`} ta="right">{t('ledger.credit')}</Table.Th>])}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(data?.rows ?? []).map((r) => (
          <Table.Tr key={r.code}>
            <Table.Td>{r.code}</Table.Td>
            <Table.Td style={{ paddingLeft: 8 + (r.level - 1) * 16 }} fw={r.level === 1 ? 600 : undefined}>{r.name}</Table.Td>
            <MoneyTd value={r.openingDebit} blankZero /><MoneyTd value={r.openingCredit} blankZero />
            <MoneyTd value={r.debit} blankZero /><MoneyTd value={r.credit} blankZero />
            <MoneyTd value={r.closingDebit} blankZero /><MoneyTd value={r.closingCredit} blankZero />
            <MoneyTd value={r.yearDebit} blankZero /><MoneyTd value={r.yearCredit} blankZero />
          </Table.Tr>
        ))}
        {data && (
          <Table.Tr data-testid="balance-totals">
            <Table.Td colSpan={2}>
              <Text fw={600} size="sm" c={data.balanced ? undefined : 'red'}>{data.balanced ? t('ledger.totalBalanced') : t('ledger.totalUnbalanced')}</Text>
            </Table.Td>
            <MoneyTd value={data.totals.openingDebit} strong /><MoneyTd value={data.totals.openingCredit} strong />
            <MoneyTd value={data.totals.debit} strong /><MoneyTd value={data.totals.credit} strong />
            <MoneyTd value={data.totals.closingDebit} strong /><MoneyTd value={data.totals.closingCredit} strong />
            <MoneyTd value={data.totals.yearDebit} strong /><MoneyTd value={data.totals.yearCredit} strong />
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
