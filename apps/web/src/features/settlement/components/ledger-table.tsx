import { Group, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLedger } from '../api/ledger';
import { AmountCell, amountText } from '../format';
import { errorText } from '../../../api/error-text';
import { TableState } from './table-state';

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
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.date')}</Table.Th>
            <Table.Th>{t('ledger.kind')}</Table.Th>
            <Table.Th>{t('detail.summary')}</Table.Th>
            <Table.Th>{t('payments.receiptNo')}</Table.Th>
            <Table.Th ta="right">{t('ledger.credit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.debit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={ledger.isPending} empty={rows.length === 0} error={ledger.error ? errorText(ledger.error) : undefined} cols={7} />
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
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
