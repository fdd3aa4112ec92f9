import { Button, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findRecord, logSubjectKeys, logSubjectLabel, type ExportAuditFilter } from '@pm/contracts';
import { currentLanguage } from '../../../i18n';
import { DateField } from '../../../shared/date-field';
import { FilterBar } from '../../../shared/filter-bar';
import { useFilterDraft } from '../../../shared/filter-draft';
import { PagedTable } from '../../../shared/paged-table';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { exportAuditWorkbook, exportAuditsQuery } from '../api/export-audits';
import { localTime } from '../components/backup-table';

interface Filters {
  from: string;
  to: string;
  user: string;
  recordKey: string | null;
  usage: string;
}
const EMPTY: Filters = { from: '', to: '', user: '', recordKey: null, usage: '' };

const label = (l: { cn: string; tw: string }) => (currentLanguage() === 'zh-TW' ? l.tw : l.cn);

/** A condition by its field's label when the screen is a declared record (ids stay ids). */
function conditionText(recordKey: string, filters: Record<string, string>): string {
  const fields = findRecord(recordKey)?.fields ?? {};
  return Object.entries(filters)
    .map(([name, value]) => {
      const field = fields[name];
      return `${field ? label(field.label) : name}=${value}`;
    })
    .join('；');
}

const asQuery = (f: Filters): ExportAuditFilter => ({
  from: f.from || undefined,
  to: f.to || undefined,
  user: f.user.trim() || undefined,
  recordKey: f.recordKey ?? undefined,
  usage: f.usage.trim() || undefined,
});

/** 导出登记: who exported which screen, why and approved by whom (read-only, exportable). */
export default function ExportAuditScreen({ title }: ScreenProps) {
  const { t } = useTranslation('datatools');
  const list = usePagedList({ initial: EMPTY, query: (f: Filters, paging) => exportAuditsQuery({ ...asQuery(f), ...paging }) });
  const bar = useFilterDraft(list);
  const screenOptions = logSubjectKeys().map((value) => ({ value, label: label(logSubjectLabel(value)) }));
  const screenLabel = (key: string, fallback: string) => screenOptions.find((o) => o.value === key)?.label ?? fallback;
  const columns = ['at', 'user', 'screen', 'usage', 'auditor', 'auditDate', 'conditions', 'rows'].map((c) => t(`audit.${c}`));

  return (
    <Stack gap="sm" p="sm" data-testid="export-audit-screen">
      <Title order={4}>{title || t('audit.title')}</Title>
      <FilterBar
        onSearch={bar.search}
        onReset={bar.reset}
        searchTestId="audit-search"
        actions={
          <Button variant="light" disabled={list.total === 0} onClick={() => void exportAuditWorkbook(asQuery(list.filters), `${t('audit.title')}.xlsx`)} data-testid="audit-export">
            {t('export')}
          </Button>
        }
      >
        <DateField label={t('audit.from')} value={bar.draft.from} onChange={(v) => bar.set('from', v)} w={160} />
        <DateField label={t('audit.to')} value={bar.draft.to} onChange={(v) => bar.set('to', v)} w={160} />
        <TextInput label={t('audit.user')} value={bar.draft.user} onChange={(e) => bar.set('user', e.currentTarget.value)} w={140} data-testid="audit-user" />
        <Select
          label={t('audit.screen')}
          data={screenOptions}
          value={bar.draft.recordKey}
          onChange={(v) => bar.set('recordKey', v)}
          clearable
          searchable
          w={180}
          data-testid="audit-screen-filter"
        />
        <TextInput label={t('audit.usage')} value={bar.draft.usage} onChange={(e) => bar.set('usage', e.currentTarget.value)} w={160} data-testid="audit-usage" />
      </FilterBar>
      <PagedTable list={list} columns={columns} testId="audit-table">
        {list.rows.map((r) => (
          <Table.Tr key={r.id} data-testid="audit-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{localTime(r.at)}</Table.Td>
            <Table.Td>{r.userName ?? r.username ?? ''}</Table.Td>
            <Table.Td>{screenLabel(r.recordKey, r.recordTitle)}</Table.Td>
            <Table.Td>{r.usage}</Table.Td>
            <Table.Td>{r.auditor}</Table.Td>
            <Table.Td>{r.auditDate}</Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {conditionText(r.recordKey, r.filters) || t('audit.noConditions')}
              </Text>
            </Table.Td>
            <Table.Td>{r.rows ?? t('audit.unfinished')}</Table.Td>
          </Table.Tr>
        ))}
      </PagedTable>
    </Stack>
  );
}
