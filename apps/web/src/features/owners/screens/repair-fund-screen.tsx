import { Button, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { useHouses } from '../api/options';
import { useAllocateInterest, useDeposit, useSetShares, useWithdrawals } from '../api/repair-fund';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from '../components/estate-select';
import { WithdrawalForm } from '../components/withdrawal-form';
import { RowsTable, right } from '../../../shared/list-table';

/** 维修资金: 核定 the shares (area × rate), 交存, 增值分配 and 使用 (after a passed vote and an approval). */
export default function RepairFundScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const houses = useHouses(estateId);
  const withdrawals = useWithdrawals(estateId);
  const shares = useSetShares();
  const deposit = useDeposit();
  const interest = useAllocateInterest();
  const [rate, setRate] = useState('');
  const [dep, setDep] = useState({ houseId: null as number | null, amount: '', sourceDoc: '' });
  const [int, setInt] = useState({ amount: '', summary: '' });
  const run = async (call: () => Promise<string>) => {
    try {
      notifications.show({ color: 'green', message: await call() });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };
  const rows = withdrawals.data?.rows ?? [];
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <EstateSelect value={estateId} onChange={setEstateId} />
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Paper withBorder p="sm">
          <Text fw={500} mb="xs">{t('fund.shares')}</Text>
          <Group align="flex-end">
            <TextInput label={t('repair.rate')} value={rate} onChange={(e) => setRate(e.currentTarget.value)} w={140} data-testid="fund-rate" />
            <Button
              disabled={readOnly || !estateId}
              loading={shares.isPending}
              onClick={() => void run(async () => { const r = await shares.mutateAsync({ estateId: estateId!, rate }); return t('fund.sharesDone', { houses: r.houses, total: amountText(r.totalDue) }); })}
              data-testid="fund-shares"
            >
              {t('fund.setShares')}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="sm">
          <Text fw={500} mb="xs">{t('fund.deposit')}</Text>
          <Stack gap="xs">
            <Select label={t('house')} data={(houses.data ?? []).map((h) => ({ value: String(h.id), label: `${h.code} ${h.name}` }))} value={dep.houseId ? String(dep.houseId) : null} onChange={(v) => setDep({ ...dep, houseId: v ? Number(v) : null })} searchable limit={200} />
            <Group grow>
              <TextInput label={t('amount')} value={dep.amount} onChange={(e) => setDep({ ...dep, amount: e.currentTarget.value })} />
              <TextInput label={t('entry.sourceDoc')} value={dep.sourceDoc} onChange={(e) => setDep({ ...dep, sourceDoc: e.currentTarget.value })} />
            </Group>
            <Button
              disabled={readOnly || !dep.houseId}
              loading={deposit.isPending}
              onClick={() => void run(async () => { const r = await deposit.mutateAsync({ houseId: dep.houseId!, amount: dep.amount, sourceDoc: dep.sourceDoc }); return t('fund.depositDone', { balance: amountText(r.balanceAfter) }); })}
            >
              {t('fund.deposit')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder p="sm">
          <Text fw={500} mb="xs">{t('fund.interest')}</Text>
          <Stack gap="xs">
            <Group grow>
              <TextInput label={t('amount')} value={int.amount} onChange={(e) => setInt({ ...int, amount: e.currentTarget.value })} />
              <TextInput label={t('entry.summary')} placeholder={t('fund.interestHint')} value={int.summary} onChange={(e) => setInt({ ...int, summary: e.currentTarget.value })} />
            </Group>
            <Button
              disabled={readOnly || !estateId}
              loading={interest.isPending}
              onClick={() => void run(async () => { const r = await interest.mutateAsync({ estateId: estateId!, amount: int.amount, summary: int.summary }); return t('fund.interestDone', { houses: r.parts.filter((p) => p.amount !== '0.00').length, total: amountText(r.amount) }); })}
            >
              {t('fund.allocate')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="sm">
        <Text fw={500} mb="xs">{t('fund.withdrawals')}</Text>
        {estateId && !readOnly ? <WithdrawalForm estateId={estateId} /> : null}
        <ScrollArea mt="sm">
          <RowsTable striped withTableBorder data-testid="withdrawals" scroll={false} columns={[t('entry.date'), t('fund.project'), t('fund.vote'), t('fund.approval'), right(t('fund.houses')), right(t('amount'))]} state={{ loading: withdrawals.isPending && estateId !== null, empty: rows.length === 0, error: withdrawals.error, emptyText: t('empty') }}>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.entryDate}</Table.Td>
                <Table.Td>{r.project}</Table.Td>
                <Table.Td>{r.voteTitle}</Table.Td>
                <Table.Td>{r.wfDocSubject}</Table.Td>
                <Table.Td ta="right">{r.houses}</Table.Td>
                <AmountCell value={r.amount} />
              </Table.Tr>
            ))}
          </RowsTable>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
