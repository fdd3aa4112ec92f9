import { Button, Group, Pagination, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { usePublicAccount } from '../api/public-account';
import { EntriesTable } from '../components/entries-table';
import { EstateSelect } from '../components/estate-select';
import { PublicEntryDialog } from '../components/public-entry-dialog';

const SIZE = 20;

/** 公共账户: the estate's public income and spending, each with its source document, and the balance. */
export default function PublicScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'income' | 'spending' | null>(null);
  const account = usePublicAccount(estateId, page, SIZE);
  const data = account.data;
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={(id) => { setEstateId(id); setPage(1); }} />
        <Group>
          <Button disabled={readOnly || !estateId} onClick={() => setDialog('income')} data-testid="public-income">{t('public.income')}</Button>
          <Button variant="default" disabled={readOnly || !estateId} onClick={() => setDialog('spending')} data-testid="public-spending">{t('public.spending')}</Button>
        </Group>
      </Group>
      {data ? (
        <Paper withBorder p="sm">
          <Group gap="xl">
            <Text size="sm" data-testid="public-balance">{`${t('public.balance')} ${amountText(data.balance)}`}</Text>
            <Text size="sm">{`${t('public.incomeTotal')} ${amountText(data.income)}`}</Text>
            <Text size="sm">{`${t('public.spendingTotal')} ${amountText(data.spending)}`}</Text>
          </Group>
        </Paper>
      ) : null}
      <ScrollArea>
        <EntriesTable rows={data?.rows ?? []} loading={account.isPending && estateId !== null} error={account.error} />
      </ScrollArea>
      {data && data.total > SIZE ? <Pagination total={Math.ceil(data.total / SIZE)} value={page} onChange={setPage} /> : null}
      {dialog && estateId ? <PublicEntryDialog direction={dialog} estateId={estateId} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
