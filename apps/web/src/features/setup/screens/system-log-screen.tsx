import { Badge, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTLE_TYPES } from '@pm/domain';
import { logActionLabel, logSubjectKeys, logSubjectLabel, OPERATION_ACTIONS } from '@pm/contracts';
import { currentLanguage } from '../../../i18n';
import { chinaDateTime } from '../../../shared/china-date';
import { DateField } from '../../../shared/date-field';
import { FilterBar } from '../../../shared/filter-bar';
import { useFilterDraft } from '../../../shared/filter-draft';
import { PagedTable } from '../../../shared/paged-table';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { systemLogQuery } from '../api/setup-queries';
import { logDetailText } from '../log-detail';

interface Filters {
  from: string;
  to: string;
  recordKey: string | null;
  action: string | null;
  user: string;
}
const EMPTY: Filters = { from: '', to: '', recordKey: null, action: null, user: '' };

const label = (l: { cn: string; tw: string }) => (currentLanguage() === 'zh-TW' ? l.tw : l.cn);

const asParams = (f: Filters) => ({
  from: f.from || undefined,
  to: f.to || undefined,
  recordKey: f.recordKey ?? undefined,
  action: f.action ?? undefined,
  user: f.user || undefined,
});

/** 系统日志: who changed which record and when (read-only). */
export default function SystemLogScreen({ title }: ScreenProps) {
  const { t } = useTranslation('setup');
  const list = usePagedList({ initial: EMPTY, query: (f: Filters, paging) => systemLogQuery({ ...paging, ...asParams(f) }) });
  const bar = useFilterDraft(list);
  const grantWords = { granted: t('log.granted'), revoked: t('log.revoked'), none: t('log.none') };
  const recordOptions = logSubjectKeys().map((value) => ({ value, label: label(logSubjectLabel(value)) }));
  const actionOptions = [...Object.keys(OPERATION_ACTIONS), ...SETTLE_TYPES.map((st) => `settle-${st.code}`)].map((value) => ({
    value,
    label: label(logActionLabel(value)),
  }));
  const columns = ['at', 'user', 'record', 'recordId', 'action', 'detail'].map((c) => t(`log.${c}`));

  return (
    <Stack gap="sm" p="sm" data-testid="system-log-screen">
      <Group gap="xs">
        <Title order={4}>{title || t('log.title')}</Title>
        <Badge color="gray">{t('readOnly')}</Badge>
      </Group>
      <FilterBar onSearch={bar.search} onReset={bar.reset} searchTestId="log-search">
        <DateField label={t('log.from')} value={bar.draft.from} onChange={(v) => bar.set('from', v)} w={160} />
        <DateField label={t('log.to')} value={bar.draft.to} onChange={(v) => bar.set('to', v)} w={160} />
        <Select label={t('log.record')} data={recordOptions} value={bar.draft.recordKey} onChange={(v) => bar.set('recordKey', v)} clearable searchable w={180} />
        <Select label={t('log.action')} data={actionOptions} value={bar.draft.action} onChange={(v) => bar.set('action', v)} clearable w={130} />
        <TextInput label={t('log.user')} value={bar.draft.user} onChange={(e) => bar.set('user', e.currentTarget.value)} w={150} />
      </FilterBar>
      <PagedTable list={list} columns={columns} testId="log-table">
        {list.rows.map((r) => (
          <Table.Tr key={r.id} data-testid="log-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.at, { seconds: true })}</Table.Td>
            <Table.Td>{r.userName ?? t('log.system')}</Table.Td>
            <Table.Td>{label(logSubjectLabel(r.recordKey))}</Table.Td>
            <Table.Td>{r.recordId ?? ''}</Table.Td>
            <Table.Td>{label(logActionLabel(r.action))}</Table.Td>
            <Table.Td data-testid="log-detail" style={{ fontSize: 12 }}>
              {logDetailText(r.action, r.detail, grantWords)}
            </Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
    </Stack>
  );
}
