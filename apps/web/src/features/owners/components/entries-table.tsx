import { Table } from '@mantine/core';
import type { AccountEntry } from '@pm/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { RowsTable, right } from '../../../shared/list-table';

type Entry = z.output<typeof AccountEntry>;

/** Account entries: date, kind, category, summary, source document, in, out, balance after. */
export function EntriesTable({ rows, loading, error, showHouse = false }: { rows: Entry[]; loading: boolean; error?: unknown; showHouse?: boolean }) {
  const { t } = useTranslation('owners');
  return (
    <RowsTable striped withTableBorder data-testid="entries-table" scroll={false} columns={[t('entry.date'), showHouse && t('house'), t('entry.kind'), t('entry.category'), t('entry.summary'), t('entry.sourceDoc'), right(t('entry.in')), right(t('entry.out')), right(t('entry.balance'))]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }}>
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
    </RowsTable>
  );
}
