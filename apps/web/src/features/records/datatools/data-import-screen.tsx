import { Badge, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRecord } from '@pm/contracts';
import type { ScreenProps } from '../../../shared/screen';
import { downloadTemplate, useRecordList } from '../api/records';
import { ImportDialog } from '../components/import-dialog';
import { labelText } from '../labels';
import { KindPicker } from './kind-picker';

// 期初导入 loads when its tab is first opened: most visits import basic data only.
const OpeningTab = lazy(() => import('./opening/opening-tab'));

/**
 * 资料导入: one place for the basic data's Excel imports. It is the record engine's import (the
 * same template, job and dialog as each record screen), with the kind chosen here; and 期初导入
 * (issue 28), the open fees, prepayments and deposits a company brings when it goes live.
 */
export default function DataImportScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('records');
  const [key, setKey] = useState('estate');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('basic');
  const [openingSeen, setOpeningSeen] = useState(false);
  const def = findRecord(key);
  const count = useRecordList(key, { page: 1, size: 1, filters: {} });
  if (!def) return null;
  const kindTitle = labelText(def.title);
  const columns = def.form.map((name) => def.fields[name]).flatMap((f) => (f ? [f] : []));

  return (
    <Stack gap="sm" p="sm" data-testid="data-import-screen">
      <Title order={4}>{title || t('data.importTitle')}</Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab(v ?? 'basic');
          if (v === 'opening') setOpeningSeen(true);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="basic" data-testid="data-import-tab-basic">{t('data.tabs.basic')}</Tabs.Tab>
          <Tabs.Tab value="opening" data-testid="data-import-tab-opening">{t('data.tabs.opening')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="sm">
          <Paper withBorder p="sm">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">{t('data.importIntro')}</Text>
              <Group align="flex-end">
                <KindPicker value={key} onChange={setKey} />
                <Button variant="default" onClick={() => void downloadTemplate(key, `${kindTitle}导入模板.xlsx`)} data-testid="data-template">
                  {t('template')}
                </Button>
                <Button onClick={() => setOpen(true)} disabled={readOnly} data-testid="data-import-open">
                  {t('data.importButton', { title: kindTitle })}
                </Button>
              </Group>
              <Text size="sm" data-testid="data-count">
                {count.data ? t('data.existing', { title: kindTitle, total: count.data.total }) : t('loading')}
              </Text>
              <Stack gap={4}>
                <Text size="sm" fw={500}>{t('data.templateColumns')}</Text>
                <Group gap={6} data-testid="data-columns">
                  {columns.map((f) => (
                    <Badge key={labelText(f.label)} variant={f.required ? 'filled' : 'light'} color={f.required ? 'blue' : 'gray'}>
                      {labelText(f.label)}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">{t('data.requiredHint')}</Text>
              </Stack>
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="opening" pt="sm">
          {openingSeen ? (
            <Suspense
              fallback={
                <Center p="md">
                  <Loader size="sm" />
                </Center>
              }
            >
              <OpeningTab readOnly={readOnly} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <ImportDialog recordKey={key} title={kindTitle} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
