import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/date-field';
import { HouseSearchSelect } from '../../../shared/house-search-select';
import { ListFooter } from '../../../shared/list-footer';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList, type Paging } from '../../../shared/use-paged-list';
import { invoiceRequestsQuery, type InvoiceRequestQuery } from '../api/invoices';
import { BulkForm } from '../components/bulk-form';
import { errorText } from '../../../api/error-text';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { RequestsTable } from '../components/requests-table';

const STATES = ['pending', 'issuing', 'issued', 'failed', 'reversed', 'cancelled'] as const;
const DIRECTIONS = ['blue', 'red'] as const;

interface Filters {
  state: (typeof STATES)[number] | null;
  direction: (typeof DIRECTIONS)[number] | null;
  house: { id: number; label: string } | null;
  from: string;
  to: string;
}
const EMPTY: Filters = { state: null, direction: null, house: null, from: '', to: '' };

const asQuery = ({ state, direction, house, from, to }: Filters, paging: Paging): InvoiceRequestQuery => ({
  ...paging,
  ...(state ? { state } : {}),
  ...(direction ? { direction } : {}),
  ...(house ? { houseId: house.id } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** 发票管理, a tab of 结算汇总: blue and red requests by state / direction / house / request days, a request's drawer, 批量开票. */
export default function InvoicesTab({ readOnly }: ScreenProps) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList({ initial: EMPTY, query: (f, paging) => invoiceRequestsQuery(asQuery(f, paging)) });
  const f = list.filters;
  return (
    <Stack gap="sm" data-testid="invoices-tab">
      <Text size="sm" c="dimmed">{t('hint')}</Text>
      <Group align="flex-end" gap="sm">
        <Select label={t('filter.state')} data={STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))} value={f.state} onChange={(v) => list.setFilter('state', STATES.find((s) => s === v) ?? null)} clearable placeholder={t('filter.all')} w={130} data-testid="invoice-filter-state" />
        <Select label={t('filter.direction')} data={DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))} value={f.direction} onChange={(v) => list.setFilter('direction', DIRECTIONS.find((d) => d === v) ?? null)} clearable placeholder={t('filter.all')} w={110} data-testid="invoice-filter-direction" />
        <HouseSearchSelect label={t('filter.house')} placeholder={t('filter.houseHint')} value={f.house} onChange={(v) => list.setFilter('house', v)} w={240} testId="invoice-filter-house" />
        <DateField label={t('filter.from')} value={f.from} onChange={(v) => list.setFilter('from', v)} clearable w={140} data-testid="invoice-filter-from" />
        <DateField label={t('filter.to')} value={f.to} onChange={(v) => list.setFilter('to', v)} clearable w={140} data-testid="invoice-filter-to" />
        <Button variant="default" loading={list.query.isFetching} onClick={() => void list.query.refetch()} data-testid="invoice-reload">{t('reload')}</Button>
      </Group>
      {readOnly ? null : <BulkForm />}
      <RequestsTable rows={list.rows} loading={list.query.isPending} error={list.query.error ? errorText(list.query.error) : undefined} onOpen={setOpen} />
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
      {open !== null ? <InvoiceDrawer key={open} id={open} readOnly={readOnly} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
