import { Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLedger } from '../api/ledger';
import { AmountCell, amountText } from '../format';
import { RowsTable, right } from '../../../shared/list-table';

/** 账户明细: the house's 预交款, 押金 and 存零 entries (credit in, debit out) with the running balance. */
export function LedgerTable({ houseId }: { houseId: number }) {
  const { t } = useTranslation('settlement');
  const ledger = useLedger(houseId);
  const rows = ledger.data?.rows ?? [];
  return (
    <ScrollArea data-testid="ledger">
      {ledger.data ? (
        <Group gap="lg" mb="xs">
          <Text size="sm">{`${t('accounts.prepay')} ${amountText(ledger.data.prepay)}`}</Text>
          <Text size="sm">{`${t('accounts.deposit')} ${amountText(ledger.data.deposit)}`}</Text>
          <Text size="sm">{`${t('accounts.change')} ${amountText(ledger.data.change)}`}</Text>
        </Group>
      ) : null}
      <RowsTable striped withTableBorder scroll={false} columns={[t('ledger.date'), t('ledger.kind'), t('detail.summary'), t('payments.receiptNo'), right(t('ledger.credit')), right(t('ledger.debit')), right(t('ledger.balance'))]} state={{ loading: ledger.isPending, empty: rows.length === 0, error: ledger.error, emptyText: t('empty') }}>
        {rows.map((r, i) => (
          <Table.Tr key={i}>
            <Table.Td>{r.date.slice(0, 10)}</Table.Td>
            <Table.Td>{t(`detail.kinds.${r.kind}`, { defaultValue: r.kind })}</Table.Td>
            <Table.Td>{r.summary}</Table.Td>
            <Table.Td>{r.receiptNo ?? ''}</Table.Td>
            <AmountCell value={r.credit} />
            <AmountCell value={r.debit} />
            <AmountCell value={r.balance} />
          </Table.Tr>
        ))}
      </RowsTable>
    </ScrollArea>
  );
}
