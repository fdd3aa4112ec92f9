import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { exportVouchers } from '../api/export-vouchers';
import { usePagedList } from '../../../shared/use-paged-list';
import { vouchersQuery } from '../api/list-vouchers';
import { BatchRun } from './batch-run';
import { errorText } from '../../../api/error-text';
import { ListFooter } from './list-footer';
import { PrintButtons } from './print-buttons';
import type { ActionMode } from './voucher-actions';
import { VoucherDetail } from './voucher-detail';
import { filterQuery, VoucherFilters, type VoucherFilterValues } from './voucher-filters';
import { VoucherTable } from './voucher-table';

const SIZE = 50;

interface Props {
  /** The state this queue lists (2 待审核, 3 待登账, 4 已登账). */
  status: number;
  mode: ActionMode;
  /** Offer the batch action on the selection. */
  batch?: 'audit' | 'post' | undefined;
  period: string | null;
  readOnly: boolean;
}

/** The vouchers of one state for the audit and post screens: filters, selection, the batch action, print, and the detail with its actions. */
export function VoucherQueue({ status, mode, batch, period, readOnly }: Props) {
  const { t } = useTranslation('accounting');
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const asQuery = (f: VoucherFilterValues) => ({ ...filterQuery(f, [status]), sort: 'number' as const, order: 'asc' as const });
  const list = usePagedList({
    initial: { period: period ?? '', keyword: '', status: '' },
    size: SIZE,
    query: (f, paging) => vouchersQuery({ ...asQuery(f), ...paging }),
  });
  const filters = list.filters;
  const query = asQuery(filters);
  return (
    <Stack gap="sm" data-testid={`queue-${status}`}>
      <VoucherFilters value={filters} onChange={(f) => { list.setFilters(f); setSelected([]); }}>
        {batch && !readOnly ? <BatchRun action={batch} ids={selected} onFinished={() => setSelected([])} /> : null}
        <PrintButtons ids={selected} fileName={`vouchers-${filters.period || 'all'}.pdf`} />
        <Button size="xs" variant="default" onClick={() => void exportVouchers(query, `${t('vouchers.exportName')}.xlsx`)} data-testid="voucher-export">{t('vouchers.export')}</Button>
      </VoucherFilters>
      <VoucherTable rows={list.rows} loading={list.query.isPending} error={list.query.error ? errorText(list.query.error) : undefined} selected={selected} onSelect={setSelected} onOpen={setOpenId} />
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={(p) => { list.setPage(p); setSelected([]); }} sumDebit={list.query.data?.sumDebit} sumCredit={list.query.data?.sumCredit} />
      <VoucherDetail id={openId} mode={mode} readOnly={readOnly} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
