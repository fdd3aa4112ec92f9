import { Button, Center, Group, Loader, Pagination, Paper, ScrollArea, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRecord, logSubjectKeys, logSubjectLabel, type ExportAuditFilter } from '@pm/contracts';
import { currentLanguage } from '../../../i18n';
import { DateField } from '../../../shared/date-field';
import type { ScreenProps } from '../../../shared/screen';
import { exportAuditWorkbook, useExportAudits } from '../api/export-audits';
import { localTime } from '../components/backup-table';

const SIZE = 20;

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
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useExportAudits({ ...asQuery(filters), page, size: SIZE });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const screenOptions = logSubjectKeys().map((value) => ({ value, label: label(logSubjectLabel(value)) }));
  const screenLabel = (key: string, fallback: string) => screenOptions.find((o) => o.value === key)?.label ?? fallback;

  return (
    <Stack gap="sm" p="sm" data-testid="export-audit-screen">
      <Title order={4}>{title || t('audit.title')}</Title>
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <DateField label={t('audit.from')} value={draft.from} onChange={(v) => setDraft({ ...draft, from: v })} w={160} />
          <DateField label={t('audit.to')} value={draft.to} onChange={(v) => setDraft({ ...draft, to: v })} w={160} />
          <TextInput label={t('audit.user')} value={draft.user} onChange={(e) => setDraft({ ...draft, user: e.currentTarget.value })} w={140} data-testid="audit-user" />
          <Select
            label={t('audit.screen')}
            data={screenOptions}
            value={draft.recordKey}
            onChange={(v) => setDraft({ ...draft, recordKey: v })}
            clearable
            searchable
            w={180}
            data-testid="audit-screen-filter"
          />
          <TextInput label={t('audit.usage')} value={draft.usage} onChange={(e) => setDraft({ ...draft, usage: e.currentTarget.value })} w={160} data-testid="audit-usage" />
          <Button
            onClick={() => {
              setFilters(draft);
              setPage(1);
            }}
            data-testid="audit-search"
          >
            {t('search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(1);
            }}
          >
            {t('reset')}
          </Button>
          <Button variant="light" disabled={total === 0} onClick={() => void exportAuditWorkbook(asQuery(filters), `${t('audit.title')}.xlsx`)} data-testid="audit-export">
            {t('export')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder>
        <ScrollArea>
          <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.at')}</Table.Th>
                <Table.Th>{t('audit.user')}</Table.Th>
                <Table.Th>{t('audit.screen')}</Table.Th>
                <Table.Th>{t('audit.usage')}</Table.Th>
                <Table.Th>{t('audit.auditor')}</Table.Th>
                <Table.Th>{t('audit.auditDate')}</Table.Th>
                <Table.Th>{t('audit.conditions')}</Table.Th>
                <Table.Th>{t('audit.rows')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
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
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {list.isLoading ? (
          <Center p="xl">
            <Loader size="sm" />
          </Center>
        ) : rows.length === 0 ? (
          <Center p="xl">
            <Text c="dimmed">{t('empty')}</Text>
          </Center>
        ) : null}
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Text size="sm">{t('total', { total })}</Text>
        <Pagination total={Math.max(1, Math.ceil(total / SIZE))} value={page} onChange={setPage} size="sm" />
      </Group>
    </Stack>
  );
}
