import { Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { useHouses, usePrivateLedger } from '../api/options';
import { EstateSelect } from '../components/estate-select';
import { RowsTable, right } from '../../../shared/list-table';

/** 私人账户: a house's 预交款, 押金 and 存零 (the settlement accounts) with every entry and the balance. */
export default function PrivateScreen({ title }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(null);
  const houses = useHouses(estateId);
  const ledger = usePrivateLedger(houseId);
  const rows = ledger.data?.rows ?? [];
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end">
        <EstateSelect value={estateId} onChange={(id) => { setEstateId(id); setHouseId(null); }} />
        <Select
          label={t('house')}
          data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))}
          value={houseId ? String(houseId) : null}
          onChange={(v) => setHouseId(v ? Number(v) : null)}
          searchable
          limit={200}
          w={240}
          disabled={!estateId}
          data-testid="house-select"
        />
      </Group>
      {houseId === null ? (
        <Text c="dimmed" size="sm">{t('private.pickHouse')}</Text>
      ) : (
        <>
          {ledger.data ? (
            <Paper withBorder p="sm">
              <Group gap="xl">
                <Text size="sm" data-testid="private-balance">{`${t('private.balance')} ${amountText(ledger.data.balance)}`}</Text>
                <Text size="sm">{`${t('private.prepay')} ${amountText(ledger.data.prepay)}`}</Text>
                <Text size="sm">{`${t('private.deposit')} ${amountText(ledger.data.deposit)}`}</Text>
                <Text size="sm">{`${t('private.change')} ${amountText(ledger.data.change)}`}</Text>
              </Group>
            </Paper>
          ) : null}
          <RowsTable striped withTableBorder columns={[t('entry.date'), t('entry.kind'), t('entry.summary'), t('private.receiptNo'), right(t('entry.in')), right(t('entry.out')), right(t('entry.balance'))]} state={{ loading: ledger.isPending, empty: rows.length === 0, error: ledger.error, emptyText: t('empty') }}>
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>{r.date.slice(0, 10)}</Table.Td>
                <Table.Td>{r.kind}</Table.Td>
                <Table.Td>{r.summary}</Table.Td>
                <Table.Td>{r.receiptNo ?? ''}</Table.Td>
                <AmountCell value={r.credit} blankZero />
                <AmountCell value={r.debit} blankZero />
                <AmountCell value={r.balance} />
              </Table.Tr>
            ))}
          </RowsTable>
        </>
      )}
    </Stack>
  );
}
