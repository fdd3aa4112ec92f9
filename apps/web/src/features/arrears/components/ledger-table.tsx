import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { Ledger } from '../types';
import { TableState } from './list-footer';

/** 个人账户台账: each entry on the house's 预交款, 押金 and 存零 (credit in, debit out) and the balance after it. */
export function LedgerTable({ ledger, loading, error }: { ledger: Ledger | undefined; loading: boolean; error?: string | undefined }) {
  const { t } = useTranslation('arrears');
  const rows = ledger?.rows ?? [];
  return (
    <ScrollArea>
      <Table striped withTableBorder data-testid="ledger-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('date')}</Table.Th>
            <Table.Th>{t('ledger.kind')}</Table.Th>
            <Table.Th>{t('ledger.summary')}</Table.Th>
            <Table.Th>{t('receiptNo')}</Table.Th>
            <Table.Th ta="right">{t('ledger.credit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.debit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading} empty={rows.length === 0} error={error} cols={7} />
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
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
