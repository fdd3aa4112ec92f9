import type { DocBrief } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../shared/use-paged-list';
import { dealtQuery, PAGE_SIZE, useProcessing } from '../api/lists';
import { DocTable } from './doc-table';
import { DocTabs } from './doc-tabs';
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
    <DocTabs
      segments={<KindSegments value={kind} onChange={setKind} testId="my-kinds" />}
      exporter={<ListExport list={tab} kind={kind} testId="my-export" />}
      tab={tab}
      onTab={setTab}
      tabs={[
        { value: 'processing', label: t('list.processing'), testId: 'my-processing-tab', list: <DocTable rows={processing.data?.rows} loading={processing.isPending} empty={t('list.empty')} onOpen={onOpen} testId="processing-list" /> },
        { value: 'dealt', label: t('list.dealt'), testId: 'my-dealt-tab', list: <DocTable rows={dealt.query.data?.rows} loading={dealt.query.isPending} empty={t('list.empty')} onOpen={onOpen} paging={dealt} testId="dealt-list" /> },
      ]}
    />
  );
}
