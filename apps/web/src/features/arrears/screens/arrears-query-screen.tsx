import { arrearsEndpoints } from '@pm/contracts';
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { bucketMinDays } from '../ageing-bounds';
import { useAgeing } from '../api/ageing';
import { usePagedList } from '../../../shared/use-paged-list';
import { arrearsHousesQuery, type ArrearsHouseQuery } from '../api/arrears-houses';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { AgeingCards } from '../components/ageing-cards';
import { ArrearsHousesTable, type HouseSort } from '../components/arrears-houses-table';
import { errorText } from '../../../api/error-text';
import { HouseArrearsDrawer } from '../components/house-arrears-drawer';
import { ListFooter } from '../components/list-footer';
import { BuildingSelect, EstateSelect } from '../components/pickers';
import type { BucketCode } from '../types';

const SIZE = 50;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** 欠费查询: the ageing of what is owed now, the houses in arrears (filters, sort, sums), export, a house's detail. */
export default function ArrearsQueryScreen({ title }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [minAmount, setMinAmount] = useState('');
  const [minDays, setMinDays] = useState<number | string>('');
  const [bucket, setBucket] = useState<BucketCode | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<HouseSort>('amount');
  const [open, setOpen] = useState<{ id: number; label: string } | null>(null);
  const amountOk = minAmount.trim() === '' || AMOUNT.test(minAmount.trim());

  const filters = {
    ...(estateId ? { estateId } : {}),
    ...(buildingId ? { buildingId } : {}),
    ...(amountOk && minAmount.trim() ? { minAmount: minAmount.trim() } : {}),
    ...(typeof minDays === 'number' ? { minDays } : {}),
    ...(q ? { q } : {}),
    sort,
  } satisfies Omit<ArrearsHouseQuery, 'page' | 'size'>;
  const ageing = useAgeing(estateId);
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => arrearsHousesQuery({ ...filters, ...paging }) });
  const rows = list.rows;
  const chooseBucket = (code: BucketCode | null) => {
    setBucket(code);
    setMinDays(code ? bucketMinDays(code) : '');
  };

  return (
    <Stack gap="sm" p="sm" data-testid="arrears-query-screen">
      <Title order={4}>{title || t('menu.query')}</Title>
      <AgeingCards report={ageing.data} loading={ageing.isPending} bucket={bucket} onBucket={chooseBucket} />
      <Group align="flex-end" gap="sm">
        <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setBuildingId(null); }} />
        <BuildingSelect estateId={estateId} value={buildingId} onChange={setBuildingId} />
        <TextInput label={t('minAmount')} value={minAmount} onChange={(e) => setMinAmount(e.currentTarget.value)} error={amountOk ? undefined : t('badAmount')} w={130} data-testid="min-amount" />
        <NumberInput label={t('minDays')} value={minDays} onChange={(v) => { setMinDays(v); setBucket(null); }} min={0} max={36500} allowDecimal={false} w={130} data-testid="min-days" />
        <TextInput label={t('search')} placeholder={t('searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={200} data-testid="search" />
        <Button variant="default" disabled={!amountOk} onClick={() => void exportWithPurpose(arrearsEndpoints.exportArrearsHouses, filters, `${t('menu.query')}.xlsx`)} data-testid="export">
          {t('export')}
        </Button>
      </Group>
      <ArrearsHousesTable
        rows={rows}
        sums={list.query.data ? { open: list.query.data.sumOpen, lateFee: list.query.data.sumLateFee } : null}
        loading={list.query.isPending}
        error={list.query.error ? errorText(list.query.error) : undefined}
        sort={sort}
        onSort={setSort}
        onOpen={(r) => setOpen({ id: r.houseId, label: `${r.houseCode} ${r.houseName}` })}
      />
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
      <HouseArrearsDrawer house={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
