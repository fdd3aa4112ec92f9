import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLE_TYPES } from '@pm/domain';
import { logActionLabel, logSubjectKeys, logSubjectLabel, OPERATION_ACTIONS } from '@pm/contracts';
import { currentLanguage } from '../../../i18n';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { useSystemLog, type SystemLogParams } from '../api/setup-queries';
import { DateField } from '../../../shared/date-field';
import { logDetailText } from '../log-detail';

const SIZE = 20;

interface Filters {
  from: string;
  to: string;
  recordKey: string | null;
  action: string | null;
  user: string;
}
const EMPTY: Filters = { from: '', to: '', recordKey: null, action: null, user: '' };

const label = (l: { cn: string; tw: string }) => (currentLanguage() === 'zh-TW' ? l.tw : l.cn);


/** 系统日志: who changed which record and when (read-only). */
export default function SystemLogScreen({ title }: ScreenProps) {
  const { t } = useTranslation('setup');
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const params: SystemLogParams = {
    page,
    size: SIZE,
    from: filters.from || undefined,
    to: filters.to || undefined,
    recordKey: filters.recordKey ?? undefined,
    action: filters.action ?? undefined,
    user: filters.user || undefined,
  };
  const log = useSystemLog(params);
  const grantWords = { granted: t('log.granted'), revoked: t('log.revoked'), none: t('log.none') };
  const rows = log.data?.rows ?? [];
  const total = log.data?.total ?? 0;
  const recordOptions = logSubjectKeys().map((value) => ({ value, label: label(logSubjectLabel(value)) }));
  const actionOptions = [...Object.keys(OPERATION_ACTIONS), ...SETTLE_TYPES.map((st) => `settle-${st.code}`)].map((value) => ({
    value,
    label: label(logActionLabel(value)),
  }));

  return (
    <Stack gap="sm" p="sm" data-testid="system-log-screen">
      <Group gap="xs">
        <Title order={4}>{title || t('log.title')}</Title>
        <Badge color="gray">{t('readOnly')}</Badge>
      </Group>
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <DateField
            label={t('log.from')}
            value={draft.from}
            onChange={(v) => setDraft({ ...draft, from: v })}
            w={160}
          />
          <DateField
            label={t('log.to')}
            value={draft.to}
            onChange={(v) => setDraft({ ...draft, to: v })}
            w={160}
          />
          <Select
            label={t('log.record')}
            data={recordOptions}
            value={draft.recordKey}
            onChange={(v) => setDraft({ ...draft, recordKey: v })}
            clearable
            searchable
            w={180}
          />
          <Select
            label={t('log.action')}
            data={actionOptions}
            value={draft.action}
            onChange={(v) => setDraft({ ...draft, action: v })}
            clearable
            w={130}
          />
          <TextInput
            label={t('log.user')}
            value={draft.user}
            onChange={(e) => setDraft({ ...draft, user: e.currentTarget.value })}
            w={150}
          />
          <Button
            onClick={() => {
              setFilters(draft);
              setPage(1);
            }}
            data-testid="log-search"
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
        </Group>
      </Paper>
      <Paper withBorder>
        <ScrollArea>
          <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid="log-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.at')}</Table.Th>
                <Table.Th>{t('log.user')}</Table.Th>
                <Table.Th>{t('log.record')}</Table.Th>
                <Table.Th>{t('log.recordId')}</Table.Th>
                <Table.Th>{t('log.action')}</Table.Th>
                <Table.Th>{t('log.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
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
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {log.isLoading ? (
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
