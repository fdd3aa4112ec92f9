import { arrearsEndpoints } from '@pm/contracts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { arrearsLinesQuery, type ArrearsLineQuery } from '../api/arrears-lines';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { ArrearsLinesTable } from '../components/arrears-lines-table';
import { ArrearsStatement } from '../components/arrears-statement';
import { BucketSelect } from '../components/bucket-select';
import { useChosenHouse } from '../components/chosen-house';
import { errorText } from '../../../api/error-text';
import { ListFooter } from '../components/list-footer';
import { BuildingSelect, EstateSelect, HouseSelect, ItemSelect } from '../components/pickers';
import type { BucketCode } from '../types';

const SIZE = 50;

/** 欠费明细: open lines by house, item and ageing bucket with their sums, export, and a house's 欠费明细单 to print. */
export default function ArrearsDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const { estateId, setEstateId, houseId, setHouseId } = useChosenHouse();
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const [bucket, setBucket] = useState<BucketCode | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [printing, setPrinting] = useState(false);

  const filters = {
    ...(estateId ? { estateId } : {}),
    ...(buildingId ? { buildingId } : {}),
    ...(houseId ? { houseId } : {}),
    ...(itemId ? { itemId } : {}),
    ...(bucket ? { bucket } : {}),
    ...(q ? { q } : {}),
  } satisfies Omit<ArrearsLineQuery, 'page' | 'size'>;
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => arrearsLinesQuery({ ...filters, ...paging }) });

  return (
    <Stack gap="sm" p="sm" data-testid="arrears-detail-screen">
      <Title order={4}>{title || t('menu.detail')}</Title>
      <Group align="flex-end" gap="sm">
        <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setBuildingId(null); setHouseId(null); }} />
        <BuildingSelect estateId={estateId} value={buildingId} onChange={setBuildingId} />
        <HouseSelect estateId={estateId} value={houseId} onChange={setHouseId} />
        <ItemSelect value={itemId} onChange={setItemId} />
        <BucketSelect value={bucket} onChange={setBucket} />
        <TextInput label={t('search')} placeholder={t('searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={180} data-testid="search" />
        <Button variant="default" onClick={() => void exportWithPurpose(arrearsEndpoints.exportArrearsLines, filters, `${t('menu.detail')}.xlsx`)} data-testid="export">{t('export')}</Button>
        <Button variant="light" disabled={!houseId} onClick={() => setPrinting(true)} data-testid="print-statement">{t('statement.print')}</Button>
      </Group>
      <ArrearsLinesTable
        rows={list.rows}
        sums={list.query.data ? { open: list.query.data.sumOpen, lateFee: list.query.data.sumLateFee } : null}
        loading={list.query.isPending}
        error={list.query.error ? errorText(list.query.error) : undefined}
      />
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
      {printing && houseId ? <ArrearsStatement houseId={houseId} onClose={() => setPrinting(false)} /> : null}
    </Stack>
  );
}
