import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/date-field';
import { HouseSearchSelect } from '../../../shared/house-search-select';
import { ListFooter } from '../../../shared/list-footer';
import type { ScreenProps } from '../../../shared/screen';
import { useInvoiceRequests, type InvoiceRequestQuery } from '../api/invoices';
import { BulkForm } from '../components/bulk-form';
import { errorText } from '../components/error-text';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { RequestsTable } from '../components/requests-table';

const SIZE = 20;
const STATES = ['pending', 'issuing', 'issued', 'failed', 'reversed', 'cancelled'] as const;
const DIRECTIONS = ['blue', 'red'] as const;

/** 发票管理, a tab of 结算汇总: blue and red requests by state / direction / house / request days, a request's drawer, 批量开票. */
export default function InvoicesTab({ readOnly }: ScreenProps) {
  const { t } = useTranslation('invoices');
  const [state, setState] = useState<(typeof STATES)[number] | null>(null);
  const [direction, setDirection] = useState<(typeof DIRECTIONS)[number] | null>(null);
  const [house, setHouse] = useState<{ id: number; label: string } | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query: InvoiceRequestQuery = { page, size: SIZE, ...(state ? { state } : {}), ...(direction ? { direction } : {}), ...(house ? { houseId: house.id } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const list = useInvoiceRequests(query);
  return (
    <Stack gap="sm" data-testid="invoices-tab">
      <Text size="sm" c="dimmed">{t('hint')}</Text>
      <Group align="flex-end" gap="sm">
        <Select label={t('filter.state')} data={STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))} value={state} onChange={(v) => { setState(STATES.find((s) => s === v) ?? null); setPage(1); }} clearable placeholder={t('filter.all')} w={130} data-testid="invoice-filter-state" />
        <Select label={t('filter.direction')} data={DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))} value={direction} onChange={(v) => { setDirection(DIRECTIONS.find((d) => d === v) ?? null); setPage(1); }} clearable placeholder={t('filter.all')} w={110} data-testid="invoice-filter-direction" />
        <HouseSearchSelect label={t('filter.house')} placeholder={t('filter.houseHint')} value={house} onChange={(v) => { setHouse(v); setPage(1); }} w={240} testId="invoice-filter-house" />
        <DateField label={t('filter.from')} value={from} onChange={(v) => { setFrom(v); setPage(1); }} clearable w={140} data-testid="invoice-filter-from" />
        <DateField label={t('filter.to')} value={to} onChange={(v) => { setTo(v); setPage(1); }} clearable w={140} data-testid="invoice-filter-to" />
        <Button variant="default" loading={list.isFetching} onClick={() => void list.refetch()} data-testid="invoice-reload">{t('reload')}</Button>
      </Group>
      {readOnly ? null : <BulkForm />}
      <RequestsTable rows={list.data?.rows ?? []} loading={list.isPending} error={list.error ? errorText(list.error) : undefined} onOpen={setOpen} />
      <ListFooter total={list.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} />
      {open !== null ? <InvoiceDrawer key={open} id={open} readOnly={readOnly} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
