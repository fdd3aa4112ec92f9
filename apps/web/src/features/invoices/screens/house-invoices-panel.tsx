import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListFooter } from '../../../shared/list-footer';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { invoiceRequestsQuery } from '../api/invoices';
import { errorText } from '../../../api/error-text';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { RequestsTable } from '../components/requests-table';

const SIZE = 10;

/**
 * 发票 of the house chosen in 综合查询 (?houseId=, as its other panels): its blue and red requests with state and
 * number, newest first; a row opens the request's drawer (files to download, 冲红 where the screen may write).
 */
export default function HouseInvoicesPanel({ readOnly }: ScreenProps) {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const id = Number(params.get('houseId'));
  const houseId = Number.isInteger(id) && id > 0 ? id : null;
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList({ initial: {}, size: SIZE, query: (_f, paging) => ({ ...invoiceRequestsQuery({ ...paging, houseId: houseId ?? 0 }), enabled: houseId !== null }) });
  if (houseId === null) return <Text c="dimmed" size="sm" p="sm">{t('house.noHouse')}</Text>;
  return (
    <Stack gap="xs" p="sm" data-testid="house-invoices-panel">
      <RequestsTable rows={list.rows} loading={list.query.isPending} error={list.query.error ? errorText(list.query.error) : undefined} onOpen={setOpen} />
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
      {open !== null ? <InvoiceDrawer key={open} id={open} readOnly={readOnly} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
