import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { exportVouchers } from '../api/export-vouchers';
import { useVouchers } from '../api/list-vouchers';
import { errorText } from './error-message';
import { ListFooter } from './list-footer';
import { VoucherDetail } from './voucher-detail';
import { filterQuery, VoucherFilters, type VoucherFilterValues } from './voucher-filters';
import { VoucherTable } from './voucher-table';

const SIZE = 20;
const ALL = [1, 2, 3, 4];

/** 凭证列表 of the entry screen: by period and state, the caller's own by default; a draft opens for editing. */
export function MyVouchers({ period, readOnly, onEdit }: { period: string | null; readOnly: boolean; onEdit: (id: number) => void }) {
  const { t } = useTranslation('accounting');
  const user = useUser();
  const [filters, setFilters] = useState<VoucherFilterValues>({ period: period ?? '', keyword: '', status: '' });
  const [mine, setMine] = useState(true);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { ...filterQuery(filters, ALL), ...(mine && user ? { makerId: user.userId } : {}), sort: 'number' as const, order: 'desc' as const };
  const list = useVouchers({ ...query, page, size: SIZE });
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm" data-testid="my-vouchers">
      <VoucherFilters value={filters} onChange={(f) => { setFilters(f); setPage(1); }} statuses={ALL}>
        <Checkbox label={t('vouchers.onlyMine')} checked={mine} onChange={(e) => { setMine(e.currentTarget.checked); setPage(1); }} data-testid="only-mine" />
        <Button size="xs" variant="default" onClick={() => void exportVouchers(query, `${t('vouchers.exportName')}.xlsx`)} data-testid="voucher-export">{t('vouchers.export')}</Button>
      </VoucherFilters>
      <VoucherTable rows={rows} loading={list.isPending} error={list.error ? errorText(list.error) : undefined} onOpen={setOpenId} />
      <ListFooter total={list.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} sumDebit={list.data?.sumDebit} sumCredit={list.data?.sumCredit} />
      <VoucherDetail id={openId} mode="entry" readOnly={readOnly} onClose={() => setOpenId(null)} onEdit={(id) => { setOpenId(null); onEdit(id); }} />
    </Stack>
  );
}
