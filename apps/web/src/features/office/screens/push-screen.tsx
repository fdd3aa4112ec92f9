import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PushDocRow } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KindFilter, type KindChoice } from '../components/kind-filter';
import { DocsTable } from '../components/docs-table';
import { DocsTabs } from '../components/docs-tabs';
import { right } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { pushListQuery } from '../api/push';
import { chinaDateTime } from '../../../shared/china-date';
import { PushDialog, RecipientsDialog } from '../components/push-dialogs';
import { SentMessages } from '../components/sent-messages';

const ALL_KINDS: { kind: KindChoice } = { kind: 'all' };

/** 公文推送: 办结 documents pushed on to more companies and people of the tree; and 发送消息 to staff. */
export default function PushScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('office');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = usePagedList({ initial: ALL_KINDS, query: ({ kind }, paging) => pushListQuery({ ...(kind === 'all' ? {} : { kind }), ...(debounced ? { q: debounced } : {}), ...paging }) });
  const kind = list.filters.kind;
  const [pushing, setPushing] = useState<PushDocRow | null>(null);
  const [viewing, setViewing] = useState<PushDocRow | null>(null);
  const data = list.query.data;
  return (
    <DocsTabs
      testId="push-screen"
      title={title || t('push.title')}
      docsTab={t('push.tab')}
      other={{ value: 'messages', label: t('message.tab'), testId: 'tab-messages', panel: <SentMessages readOnly={readOnly} /> }}
      filters={<>
        <KindFilter value={kind} onChange={(k) => list.setFilter('kind', k)} />
        <TextInput size="xs" w={220} placeholder={t('push.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={50} data-testid="push-search" />
      </>}
      count={data && <Text size="sm">{t('push.total', { total: data.total })}</Text>}
      list={list}
      dialogs={<>
        <PushDialog key={pushing?.id ?? 0} doc={pushing} onClose={() => setPushing(null)} />
        <RecipientsDialog doc={viewing} onClose={() => setViewing(null)} />
      </>}
    >
      <DocsTable loading={list.query.isLoading} empty={list.rows.length === 0} emptyText={t('push.empty')} emptyTestId="push-empty" columns={[t('doc.number'), t('doc.subject'), t('doc.kind'), t('doc.starter'), t('push.endedAt'), right(t('push.reached')), right(t('push.confirmed')), t('common.actions')]}>
        {list.rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`push-row-${r.id}`}>
            <Table.Td>{r.docNumber ?? ''}</Table.Td>
            <Table.Td>{r.subject}</Table.Td>
            <Table.Td>{t(`kind.${r.kind}`)}</Table.Td>
            <Table.Td>{r.starterName}</Table.Td>
            <Table.Td>{chinaDateTime(r.endedAt)}</Table.Td>
            <Table.Td ta="right">{r.recipients}</Table.Td>
            <Table.Td ta="right">{r.confirmed}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" disabled={readOnly} onClick={() => setPushing(r)} data-testid={`push-${r.id}`}>{t('push.submit')}</Button>
                <Button size="compact-xs" variant="light" onClick={() => setViewing(r)} data-testid={`recipients-${r.id}`}>{t('push.recipients')}</Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DocsTable>
    </DocsTabs>
  );
}
