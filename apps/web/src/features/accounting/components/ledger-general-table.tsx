import { Table } from '@mantine/core';
import type { EndpointOutput, ledgerEndpoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyTd, sideAmount } from './ledger-money';

type Rows = EndpointOutput<typeof ledgerEndpoints.general>;

/** 总账: per level-1 subject, a 期初 line, the month's 本期合计 and 本年累计, and the 期末 balance. */
export function LedgerGeneralTable({ rows }: { rows: Rows }) {
  const { t } = useTranslation('accounting');
  return (
    <Table striped withTableBorder withColumnBorders data-testid="general-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ledger.code')}</Table.Th><Table.Th>{t('ledger.subject')}</Table.Th><Table.Th>{t('ledger.period')}</Table.Th>
          <Table.Th>{t('ledger.summary')}</Table.Th><Table.Th ta="right">{t('ledger.debit')}</Table.Th><Table.Th ta="right">{t('ledger.credit')}</Table.Th>
          <Table.Th>{t('ledger.side')}</Table.Th><Table.Th ta="right">{t('ledger.balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.flatMap((r, i) => {
          const first = i === 0 || rows[i - 1]?.code !== r.code;
          const key = `${r.code}-${r.period}`;
          return [
            ...(first ? [<Table.Tr key={`${key}-o`}><Table.Td>{r.code}</Table.Td><Table.Td>{r.name}</Table.Td><Table.Td>{r.period}</Table.Td><Table.Td>{t('ledger.openingLine')}</Table.Td><Table.Td /><Table.Td /><Table.Td>{r.openingSide}</Table.Td><MoneyTd value={sideAmount(r.opening)} /></Table.Tr>] : []),
            <Table.Tr key={`${key}-p`}><Table.Td>{r.code}</Table.Td><Table.Td>{r.name}</Table.Td><Table.Td>{r.period}</Table.Td><Table.Td>{t('ledger.periodTotal')}</Table.Td><MoneyTd value={r.debit} /><MoneyTd value={r.credit} /><Table.Td>{r.closingSide}</Table.Td><MoneyTd value={sideAmount(r.closing)} /></Table.Tr>,
            <Table.Tr key={`${key}-y`}><Table.Td>{r.code}</Table.Td><Table.Td>{r.name}</Table.Td><Table.Td>{r.period}</Table.Td><Table.Td>{t('ledger.yearTotal')}</Table.Td><MoneyTd value={r.yearDebit} /><MoneyTd value={r.yearCredit} /><Table.Td>{r.closingSide}</Table.Td><MoneyTd value={sideAmount(r.closing)} /></Table.Tr>,
          ];
        })}
      </Table.Tbody>
    </Table>
  );
}
