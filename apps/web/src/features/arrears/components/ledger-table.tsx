import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { Ledger } from '../types';
import { RowsTable, right } from '../../../shared/list-table';

/** 个人账户台账: each entry on the house's 预交款, 押金 and 存零 (credit in, debit out) and the balance after it. */
export function LedgerTable({ ledger, loading, error }: { ledger: Ledger | undefined; loading: boolean; error?: string | undefined }) {
  const { t } = useTranslation('arrears');
  const rows = ledger?.rows ?? [];
  return (
    <RowsTable striped withTableBorder data-testid="ledger-rows" columns={[t('date'), t('ledger.kind'), t('ledger.summary'), t('receiptNo'), right(t('ledger.credit')), right(t('ledger.debit')), right(t('ledger.balance'))]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }}>
      {rows.map((r, i) => (
        // entries have no id in the contract; their order is the ledger's
        <Table.Tr key={`${r.date}-${i}`}>
          <Table.Td>{r.date}</Table.Td>
          <Table.Td>{r.kind}</Table.Td>
          <Table.Td>{r.summary}</Table.Td>
          <Table.Td>{r.receiptNo ?? ''}</Table.Td>
          <AmountCell value={r.credit} />
          <AmountCell value={r.debit} />
          <AmountCell value={r.balance} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
