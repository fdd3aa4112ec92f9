import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { exportVouchers } from '../api/export-vouchers';
import { usePagedList } from '../../../shared/use-paged-list';
import { vouchersQuery } from '../api/list-vouchers';
import { errorText } from '../../../api/error-text';
import { ListFooter } from './list-footer';
import { VoucherDetail } from './voucher-detail';
import { filterQuery, VoucherFilters, type VoucherFilterValues } from './voucher-filters';
import { VoucherTable } from './voucher-table';

const SIZE = 20;
const ALL = [1, 2, 3, 4];

interface MineFilters {
  voucher: VoucherFilterValues;
  mine: boolean;
}

/** 凭证列表 of the entry screen: by period and state, the caller's own by default; a draft opens for editing. */
export function MyVouchers({ period, readOnly, onEdit }: { period: string | null; readOnly: boolean; onEdit: (id: number) => void }) {
  const { t } = useTranslation('accounting');
  const user = useUser();
  const [openId, setOpenId] = useState<number | null>(null);
  const asQuery = (f: MineFilters) => ({ ...filterQuery(f.voucher, ALL), ...(f.mine && user ? { makerId: user.userId } : {}), sort: 'number' as const, order: 'desc' as const });
  const list = usePagedList({
    initial: { voucher: { period: period ?? '', keyword: '', status: '' }, mine: true },
    size: SIZE,
    query: (f, paging) => vouchersQuery({ ...asQuery(f), ...paging }),
  });
  const query = asQuery(list.filters);
  return (
    <Stack gap="sm" data-testid="my-vouchers">
      <VoucherFilters value={list.filters.voucher} onChange={(f) => list.setFilter('voucher', f)} statuses={ALL}>
        <Checkbox label={t('vouchers.onlyMine')} checked={list.filters.mine} onChange={(e) => list.setFilter('mine', e.currentTarget.checked)} data-testid="only-mine" />
        <Button size="xs" variant="default" onClick={() => void exportVouchers(query, `${t('vouchers.exportName')}.xlsx`)} data-testid="voucher-export">{t('vouchers.export')}</Button>
      </VoucherFilters>
      <VoucherTable rows={list.rows} loading={list.query.isPending} error={list.query.error ? errorText(list.query.error) : undefined} onOpen={setOpenId} />
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} sumDebit={list.query.data?.sumDebit} sumCredit={list.query.data?.sumCredit} />
      <VoucherDetail id={openId} mode="entry" readOnly={readOnly} onClose={() => setOpenId(null)} onEdit={(id) => { setOpenId(null); onEdit(id); }} />
    </Stack>
  );
}
