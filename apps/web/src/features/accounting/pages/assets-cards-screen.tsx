import { Alert, Badge, Button, Group, ScrollArea, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { assetEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import type { ScreenProps } from '../../../shared/screen';
import { useAssetCategories, useAssets, type AssetRow } from '../api/assets-api';
import { AssetCardDrawer } from './assets-card-drawer';
import { AssetCategoriesDialog } from './assets-categories-dialog';
import { AssetDisposeDialog } from './assets-dispose-dialog';
import { AmountCell, errorText } from './assets-format';

type Status = 'in_use' | 'idle' | 'disposed';
const STATUS_COLOR: Record<Status, string> = { in_use: 'green', idle: 'gray', disposed: 'red' };

/** 资产卡片 (accounting/asset/cards): cards with 累计折旧 and 净值, add, edit, dispose, export. */
export default function AssetCardsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<AssetRow | 'new' | null>(null);
  const [disposing, setDisposing] = useState<AssetRow | null>(null);
  const [showCategories, setShowCategories] = useState(false);
  const query = { q: q || undefined, categoryId: categoryId ? Number(categoryId) : undefined, status: status ?? undefined };
  const list = useAssets(query);
  const categories = useAssetCategories();
  const rows = list.data?.rows ?? [];
  const exportCards = () => exportWithPurpose(assetEndpoints.exportAssets, query, `${t('assets.menu.cards')}.xlsx`);
  return (
    <Stack gap="sm" p="sm" data-testid="asset-cards-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('assets.menu.cards')}</Title>
        <Group>
          <TextInput placeholder={t('assets.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} w={160} />
          <Select placeholder={t('assets.category')} data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={categoryId} onChange={setCategoryId} clearable w={140} />
          <Select placeholder={t('assets.status')} data={(['in_use', 'idle', 'disposed'] as const).map((s) => ({ value: s, label: t(`assets.statuses.${s}`) }))} value={status} onChange={(v) => setStatus(v as Status | null)} clearable w={110} />
          <Button variant="default" onClick={() => setShowCategories(true)}>{t('assets.categories')}</Button>
          {!readOnly ? <Button onClick={() => setEditing('new')} data-testid="asset-add">{t('assets.add')}</Button> : null}
          <Button variant="light" onClick={() => void exportCards()}>{t('assets.export')}</Button>
        </Group>
      </Group>
      {list.error ? <Alert color="red">{errorText(list.error)}</Alert> : null}
      <ScrollArea>
        <Table striped withTableBorder highlightOnHover data-testid="asset-table">
          <Table.Thead>
            <Table.Tr>
              {(['code', 'name', 'category', 'estate', 'acquiredOn', 'method'] as const).map((k) => <Table.Th key={k}>{t(`assets.${k}`)}</Table.Th>)}
              {(['cost', 'accumulated', 'netValue'] as const).map((k) => <Table.Th key={k} ta="right">{t(`assets.${k}`)}</Table.Th>)}
              <Table.Th>{t('assets.lastPeriod')}</Table.Th>
              <Table.Th>{t('assets.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.code}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.categoryName ?? ''}</Table.Td>
                <Table.Td>{r.estateName ?? ''}</Table.Td>
                <Table.Td>{r.acquiredOn}</Table.Td>
                <Table.Td>{`${r.methodName} ${r.lifeMonths}月`}</Table.Td>
                <AmountCell value={r.cost} />
                <AmountCell value={r.accumulated} />
                <AmountCell value={r.netValue} />
                <Table.Td>{r.lastPeriod ?? ''}</Table.Td>
                <Table.Td><Badge color={STATUS_COLOR[r.status]} variant="light">{t(`assets.statuses.${r.status}`)}</Badge></Table.Td>
                <Table.Td>
                  {!readOnly && r.status !== 'disposed' ? (
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{t('assets.edit')}</Button>
                      <Button size="compact-xs" variant="light" color="red" onClick={() => setDisposing(r)}>{t('assets.dispose')}</Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Td colSpan={6}>{`${t('assets.total')}（${rows.length}）`}</Table.Td>
              <AmountCell value={list.data?.total.cost} testId="total-cost" />
              <AmountCell value={list.data?.total.accumulated} testId="total-accumulated" />
              <AmountCell value={list.data?.total.netValue} testId="total-net" />
              <Table.Td colSpan={3} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
      {editing ? <AssetCardDrawer row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {disposing ? <AssetDisposeDialog row={disposing} onClose={() => setDisposing(null)} /> : null}
      {showCategories ? <AssetCategoriesDialog onClose={() => setShowCategories(false)} readOnly={readOnly} /> : null}
    </Stack>
  );
}
