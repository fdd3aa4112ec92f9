import { Group, Stack, Tabs } from '@mantine/core';
import type { DocBrief } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../shared/use-paged-list';
import { dealtQuery, PAGE_SIZE, useProcessing } from '../api/lists';
import { DocTable } from './doc-table';
import { KindSegments, kindCode, kindOf, type KindFilter } from './kind-filter';
import { ListExport } from './list-export';

/** 查阅: documents in progress that I started or take part in, and every document I sent or handled; the open list exports whole. */
export function MyPanel({ onOpen }: { onOpen: (doc: DocBrief) => void }) {
  const { t } = useTranslation('workflow');
  const [kind, setKind] = useState<KindFilter>('all');
  const [tab, setTab] = useState<'processing' | 'dealt'>('processing');
  const processing = useProcessing(kindCode(kind));
  const dealt = usePagedList({ initial: {}, size: PAGE_SIZE, query: (_, { page }) => dealtQuery(kindOf(kind), page) });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <KindSegments value={kind} onChange={setKind} testId="my-kinds" />
        <ListExport list={tab} kind={kind} testId="my-export" />
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v === 'dealt' ? 'dealt' : 'processing')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="processing" data-testid="my-processing-tab">{t('list.processing')}</Tabs.Tab>
          <Tabs.Tab value="dealt" data-testid="my-dealt-tab">{t('list.dealt')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="processing" pt="sm">
          <DocTable rows={processing.data?.rows} loading={processing.isPending} empty={t('list.empty')} onOpen={onOpen} testId="processing-list" />
        </Tabs.Panel>
        <Tabs.Panel value="dealt" pt="sm">
          <DocTable
            rows={dealt.query.data?.rows}
            loading={dealt.query.isPending}
            empty={t('list.empty')}
            onOpen={onOpen}
            paging={dealt}
            testId="dealt-list"
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
