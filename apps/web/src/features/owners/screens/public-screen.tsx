import { Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { ScreenProps } from '../../../shared/screen';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { publicAccountQuery } from '../api/public-account';
import { EntriesTable } from '../components/entries-table';
import { EstateSelect } from '../components/estate-select';
import { PublicEntryDialog } from '../components/public-entry-dialog';

/** 公共账户: the estate's public income and spending, each with its source document, and the balance. */
export default function PublicScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [dialog, setDialog] = useState<'income' | 'spending' | null>(null);
  const account = usePagedList({ initial: { estateId: null as number | null }, query: (f, { page, size }) => publicAccountQuery(f.estateId, page, size) });
  const estateId = account.filters.estateId;
  const data = account.query.data;
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={(id) => account.setFilter('estateId', id)} />
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
        <EntriesTable rows={data?.rows ?? []} loading={account.query.isPending && estateId !== null} error={account.query.error} />
      </ScrollArea>
      <ListPages list={account} size="md" />
      {dialog && estateId ? <PublicEntryDialog direction={dialog} estateId={estateId} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
