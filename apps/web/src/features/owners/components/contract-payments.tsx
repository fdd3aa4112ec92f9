import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { useContract } from '../api/outsourcing';
import { RowsTable, right } from '../../../shared/list-table';

type Payment = NonNullable<ReturnType<typeof useContract>['data']>['payments'][number];

/** The contract's instalments: date, amount paid out of the public account and its balance after. */
export function ContractPayments({ rows }: { rows: Payment[] }) {
  const { t } = useTranslation('owners');
  return (
    <RowsTable withTableBorder striped data-testid="contract-payments" scroll={false} columns={[t('outsourcing.instalment'), t('entry.date'), t('entry.summary'), t('entry.sourceDoc'), right(t('outsourcing.paidAmount')), right(t('outsourcing.balanceAfter'))]} state={{ loading: false, empty: rows.length === 0, emptyText: t('empty') }}>
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
    </RowsTable>
  );
}
