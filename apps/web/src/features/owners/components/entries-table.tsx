import { Table } from '@mantine/core';
import type { AccountEntry } from '@pm/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { TableState } from './table-state';

type Entry = z.output<typeof AccountEntry>;

/** Account entries: date, kind, category, summary, source document, in, out, balance after. */
export function EntriesTable({ rows, loading, error, showHouse = false }: { rows: Entry[]; loading: boolean; error?: unknown; showHouse?: boolean }) {
  const { t } = useTranslation('owners');
  const cols = showHouse ? 9 : 8;
  return (
    <Table striped withTableBorder data-testid="entries-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('entry.date')}</Table.Th>
          {showHouse ? <Table.Th>{t('house')}</Table.Th> : null}
          <Table.Th>{t('entry.kind')}</Table.Th>
          <Table.Th>{t('entry.category')}</Table.Th>
          <Table.Th>{t('entry.summary')}</Table.Th>
          <Table.Th>{t('entry.sourceDoc')}</Table.Th>
          <Table.Th ta="right">{t('entry.in')}</Table.Th>
          <Table.Th ta="right">{t('entry.out')}</Table.Th>
          <Table.Th ta="right">{t('entry.balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={loading} empty={rows.length === 0} error={error} cols={cols} />
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.entryDate}</Table.Td>
            {showHouse ? <Table.Td>{r.houseCode ?? ''}</Table.Td> : null}
            <Table.Td>{r.kindName}</Table.Td>
            <Table.Td>{r.categoryName}</Table.Td>
            <Table.Td>{r.summary}</Table.Td>
            <Table.Td>{r.sourceDoc}</Table.Td>
            <AmountCell value={r.amount.startsWith('-') ? '0.00' : r.amount} blankZero />
            <AmountCell value={r.amount.startsWith('-') ? r.amount.slice(1) : '0.00'} blankZero />
            <AmountCell value={r.balanceAfter} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
