import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { useContract } from '../api/outsourcing';
import { TableState } from './table-state';

type Payment = NonNullable<ReturnType<typeof useContract>['data']>['payments'][number];

/** The contract's instalments: date, amount paid out of the public account and its balance after. */
export function ContractPayments({ rows }: { rows: Payment[] }) {
  const { t } = useTranslation('owners');
  return (
    <Table withTableBorder striped data-testid="contract-payments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('outsourcing.instalment')}</Table.Th>
          <Table.Th>{t('entry.date')}</Table.Th>
          <Table.Th>{t('entry.summary')}</Table.Th>
          <Table.Th>{t('entry.sourceDoc')}</Table.Th>
          <Table.Th ta="right">{t('outsourcing.paidAmount')}</Table.Th>
          <Table.Th ta="right">{t('outsourcing.balanceAfter')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={false} empty={rows.length === 0} cols={6} />
        {rows.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{t('outsourcing.instalmentNo', { n: p.instalment })}</Table.Td>
            <Table.Td>{p.entryDate}</Table.Td>
            <Table.Td>{p.summary}</Table.Td>
            <Table.Td>{p.sourceDoc}</Table.Td>
            <Table.Td ta="right">{amountText(p.amount.replace(/^-/, ''))}</Table.Td>
            <Table.Td ta="right">{amountText(p.balanceAfter)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
