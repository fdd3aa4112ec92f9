import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { reconEndpoints, type ReconItem } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { exportWithPurpose } from '../../../../shared/export-with-purpose';
import { ListFooter } from '../../../../shared/list-footer';
import { errorText } from '../../../../api/error-text';
import { usePagedList } from '../../../../shared/use-paged-list';
import { reconItemsQuery } from '../api/recon-items';
import { ReconItemsTable } from './recon-items-table';
import { ResolveDialog } from './resolve-dialog';

const SIZE = 50;
type Filter = 'all' | 'open' | 'resolved';
const FIRST: { filter: Filter } = { filter: 'all' };
const stateOf = (filter: Filter) => (filter === 'all' ? {} : { state: filter });

/** One bill day as this company sees it: why it is or is not 平, its voucher, its differences, their export. */
export function ReconDayPanel({ billDate, readOnly, onClose }: { billDate: string; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('settlement-recon');
  const [resolving, setResolving] = useState<ReconItem | null>(null);
  const items = usePagedList({ initial: FIRST, size: SIZE, query: (f, paging) => reconItemsQuery({ billDate, ...stateOf(f.filter), ...paging }) });
  const filter = items.filters.filter;
  const state = stateOf(filter);
  const day = items.query.data?.day;
  return (
    <Stack gap="sm" data-testid="recon-day-panel">
      <Group justify="space-between">
        <Title order={5}>{t('day.heading', { billDate })}</Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => void exportWithPurpose(reconEndpoints.exportReconItems, { billDate, ...state }, `${t('items.exportName', { billDate })}.xlsx`)} data-testid="recon-export">
            {t('items.export')}
          </Button>
          <Button variant="subtle" size="xs" onClick={onClose}>{t('day.close')}</Button>
        </Group>
      </Group>
      {day ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">{day.fetchedAt ? t('day.fetchedAt', { at: chinaDateTime(day.fetchedAt) }) : t('day.notFetched')}</Text>
          {day.summaryOk === false ? <Alert color="red">{t('day.summaryMismatch')}</Alert> : null}
          {day.voucher ? <Text size="sm" c="green" data-testid="recon-voucher">{t('day.voucher', { label: day.voucher.label, period: day.voucher.period })}</Text> : null}
          {day.voucherError ? <Alert color="orange">{t('day.voucherError', { reason: day.voucherError })}</Alert> : null}
          {day.state === 'balanced' && !day.voucher && !day.voucherError ? <Text size="sm" c="green">{t('day.balanced')}</Text> : null}
        </Stack>
      ) : null}
      <SegmentedControl
        value={filter}
        onChange={(v) => items.setFilter('filter', v as Filter)}
        data={(['all', 'open', 'resolved'] as const).map((f) => ({ value: f, label: t(`filter.${f}`) }))}
        data-testid="recon-filter"
      />
      <ReconItemsTable rows={items.rows} loading={items.query.isPending} error={items.query.error ? errorText(items.query.error) : undefined} readOnly={readOnly} onResolve={setResolving} />
      <ListFooter total={items.total} page={items.page} size={SIZE} onPage={items.setPage} />
      <ResolveDialog item={resolving} onClose={() => setResolving(null)} />
    </Stack>
  );
}
