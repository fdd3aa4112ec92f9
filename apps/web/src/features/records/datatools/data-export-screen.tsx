import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRecord } from '@pm/contracts';
import type { ScreenProps } from '../../../shared/screen';
import { useDictionaries, useRecordList } from '../api/records';
import { ExportDialog } from '../components/export-dialog';
import { RecordFilters } from '../components/record-filters';
import { labelText } from '../labels';
import { KindPicker } from './kind-picker';

/**
 * 资料导出: the basic data's Excel exports by kind and conditions (the declaration's list filters),
 * through the record engine's export and its purpose dialog (usage, approver, date: 导出登记).
 */
export default function DataExportScreen({ title }: ScreenProps) {
  const { t } = useTranslation('records');
  const [key, setKey] = useState('house');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const dictionaries = useDictionaries();
  const def = findRecord(key);
  const count = useRecordList(key, { page: 1, size: 1, filters });
  if (!def) return null;
  const kindTitle = labelText(def.title);
  const choose = (next: string) => {
    setKey(next);
    setDraft({});
    setFilters({});
  };

  return (
    <Stack gap="sm" p="sm" data-testid="data-export-screen">
      <Title order={4}>{title || t('data.exportTitle')}</Title>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('data.exportIntro')}</Text>
          <KindPicker value={key} onChange={choose} />
          <RecordFilters
            key={key}
            def={def}
            draft={draft}
            onDraft={setDraft}
            onSearch={() => setFilters(draft)}
            onReset={() => {
              setDraft({});
              setFilters({});
            }}
            dictionaries={dictionaries.data}
          />
          <Group>
            <Text size="sm" data-testid="data-count">
              {count.data ? t('data.matching', { title: kindTitle, total: count.data.total }) : t('loading')}
            </Text>
            <Button onClick={() => setOpen(true)} disabled={!count.data || count.data.total === 0} data-testid="data-export-open">
              {t('data.exportButton', { title: kindTitle })}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ExportDialog recordKey={key} title={kindTitle} filters={filters} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
