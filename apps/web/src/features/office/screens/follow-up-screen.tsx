import { Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KindFilter, type KindChoice } from '../components/kind-filter';
import { DocsTable } from '../components/docs-table';
import { DocsTabs } from '../components/docs-tabs';
import { right } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { usePagedList } from '../../../shared/use-paged-list';
import { overdueQuery, useFollowUp } from '../api/follow-up';
import { chinaDateTime } from '../../../shared/china-date';
import { errorText } from '../../../api/error-text';
import { FollowNotes } from '../components/follow-notes';
import { ReplaceEmp } from '../components/replace-emp';

const FIRST: { kind: KindChoice; overdueOnly: boolean } = { kind: 'all', overdueOnly: false };

/** 公文跟催: the company's open documents, overdue first, with 跟催 and 跟进记录; and 缺席代理 for absent staff. */
export default function FollowUpScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('office');
  const list = usePagedList({ initial: FIRST, query: ({ kind, overdueOnly }, paging) => overdueQuery({ ...(kind === 'all' ? {} : { kind }), overdueOnly, ...paging }) });
  const { kind, overdueOnly } = list.filters;
  const followUp = useFollowUp();
  const companyId = useUser()?.company ?? 0;
  const [notesOf, setNotesOf] = useState<{ id: number; subject: string } | null>(null);
  const remind = (id: number) =>
    followUp.mutate({ id }, {
      onSuccess: (r) => notifications.show({ color: 'green', message: t('follow.reminded', { names: r.names.join('、') }) }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err) }),
    });
  const data = list.query.data;
  return (
    <DocsTabs
      testId="follow-up-screen"
      title={title || t('follow.title')}
      docsTab={t('follow.tab')}
      other={{ value: 'replace', label: t('replace.tab'), testId: 'tab-replace', panel: <ReplaceEmp companyId={companyId} readOnly={readOnly} /> }}
      filters={<>
        <KindFilter value={kind} onChange={(k) => list.setFilter('kind', k)} />
        <Checkbox label={t('follow.overdueOnly')} checked={overdueOnly} onChange={(e) => list.setFilter('overdueOnly', e.currentTarget.checked)} data-testid="overdue-only" />
      </>}
      count={data && <Text size="sm" data-testid="follow-summary">{t('follow.summary', { total: data.total, overdue: data.overdue })}</Text>}
      list={list}
      dialogs={<FollowNotes doc={notesOf} onClose={() => setNotesOf(null)} readOnly={readOnly} />}
    >
      <DocsTable loading={list.query.isLoading} empty={list.rows.length === 0} emptyText={t(overdueOnly ? 'follow.emptyOverdue' : 'follow.empty')} emptyTestId="follow-empty" columns={[t('doc.number'), t('doc.subject'), t('doc.kind'), t('doc.starter'), t('follow.node'), t('follow.holders'), t('follow.since'), right(t('follow.waited')), right(t('follow.limit')), t('follow.state'), t('follow.lastReminded'), t('common.actions')]}>
        {list.rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`overdue-${r.id}`}>
            <Table.Td>{r.docNumber ?? ''}</Table.Td>
            <Table.Td>{r.subject}</Table.Td>
            <Table.Td>{t(`kind.${r.kind}`)}</Table.Td>
            <Table.Td>{r.starterName}</Table.Td>
            <Table.Td>{r.currentNodeName}</Table.Td>
            <Table.Td>{r.holders.join('、')}</Table.Td>
            <Table.Td>{chinaDateTime(r.waitingSince)}</Table.Td>
            <Table.Td ta="right">{r.waitedHours}</Table.Td>
            <Table.Td ta="right">{r.timeLimitHours ?? '—'}</Table.Td>
            <Table.Td>
              {r.status === 'suspended' ? <Badge color="gray" variant="light">{t('follow.suspended')}</Badge>
                : <Badge color={r.overdue ? 'red' : 'green'} variant="light">{t(r.overdue ? 'follow.overdue' : 'follow.onTime')}</Badge>}
            </Table.Td>
            <Table.Td>{chinaDateTime(r.lastRemindedAt)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" color="orange" disabled={readOnly || r.holders.length === 0 || r.status !== 'running'} loading={followUp.isPending && followUp.variables.id === r.id}
                  onClick={() => remind(r.id)} data-testid={`remind-${r.id}`}>{t('follow.remind')}</Button>
                <Button size="compact-xs" variant="light" onClick={() => setNotesOf({ id: r.id, subject: r.subject })} data-testid={`notes-${r.id}`}>{t('follow.notes')}</Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DocsTable>
    </DocsTabs>
  );
}
