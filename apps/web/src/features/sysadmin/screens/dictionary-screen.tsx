import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  NavLink,
  NumberInput,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { PlatformDictEntry } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { AdminScreen, Loaded, CancelSave } from './screen-parts';
import { attempt } from '../attempt';
import {
  useCreatePlatformEntry,
  useDeletePlatformEntry,
  usePlatformDictionaries,
  usePlatformEntries,
  useUpdatePlatformEntry,
} from '../api/sysadmin-settings-queries';

interface Draft {
  id: number | null;
  value: string;
  labelCn: string;
  labelTw: string;
  sort: number;
  enabled: boolean;
}

/** 字典管理: the declared dictionaries and their platform entries, which every company's dictionary starts from. */
export default function DictionaryScreen({ title, readOnly }: ScreenProps) {
  const { t, i18n } = useTranslation('sysadmin');
  const dictionaries = usePlatformDictionaries();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? dictionaries.data?.[0]?.code ?? null;
  const dict = dictionaries.data?.find((d) => d.code === code);
  const entries = usePlatformEntries(code);
  const create = useCreatePlatformEntry();
  const update = useUpdatePlatformEntry();
  const remove = useDeletePlatformEntry();
  const [draft, setDraft] = useState<Draft | null>(null);
  const tw = i18n.language === 'zh-TW';
  const canEdit = !readOnly && dict?.editable === true;

  const q = keyword.trim().toLowerCase();
  const shown = (dictionaries.data ?? []).filter(
    (d) => !q || d.code.toLowerCase().includes(q) || d.name.cn.includes(q) || d.name.tw.includes(q),
  );

  async function save() {
    if (!draft || !code) return;
    const fields = { labelCn: draft.labelCn, labelTw: draft.labelTw, sort: draft.sort, enabled: draft.enabled };
    const saved = await attempt(
      draft.id === null ? create.mutateAsync({ code, value: draft.value, ...fields }) : update.mutateAsync({ id: draft.id, ...fields }),
    );
    if (!saved) return;
    notifications.show({ color: 'green', message: t('dictionary.saved', { label: draft.labelCn }) });
    setDraft(null);
  }

  async function drop(entry: PlatformDictEntry) {
    const ok = await confirmDialog({ title: t('dictionary.delete'), message: t('dictionary.deleteConfirm', { label: entry.labelCn }) });
    if (!ok) return;
    if (!(await attempt(remove.mutateAsync(entry.id)))) return;
    notifications.show({ color: 'green', message: t('dictionary.deleted', { label: entry.labelCn }) });
  }

  const edit = (e: PlatformDictEntry) =>
    setDraft({ id: e.id, value: e.value, labelCn: e.labelCn, labelTw: e.labelTw, sort: e.sort, enabled: e.enabled });
  const nextSort = Math.max(0, ...(entries.data ?? []).map((e) => e.sort)) + 1;

  return (
    <AdminScreen testId="sysadmin-dictionary" title={title || t('dictionary.title')}>
      <Loaded query={dictionaries}>
        {() => (
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t('dictionary.search')}
                aria-label={t('dictionary.search')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                mb="xs"
              />
              <ScrollArea h={520}>
                {shown.length === 0 ? (
                  <Text c="dimmed" size="sm" p="sm">
                    {t('dictionary.noDictionary')}
                  </Text>
                ) : (
                  shown.map((d) => (
                    <NavLink
                      key={d.code}
                      data-testid={`dict-${d.code}`}
                      active={d.code === code}
                      label={tw ? d.name.tw : d.name.cn}
                      description={d.code}
                      onClick={() => setPicked(d.code)}
                      rightSection={
                        <Badge size="sm" variant="light" color={d.editable ? 'blue' : 'gray'}>
                          {d.enabledCount}/{d.entryCount}
                        </Badge>
                      }
                    />
                  ))
                )}
              </ScrollArea>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Group justify="space-between" mb="sm">
                <Group gap="xs">
                  <Text fw={600}>{dict ? (tw ? dict.name.tw : dict.name.cn) : ''}</Text>
                  {dict && (
                    <Badge variant="light" color={dict.editable ? 'blue' : 'gray'}>
                      {t(dict.editable ? 'dictionary.editable' : 'dictionary.fixed')}
                    </Badge>
                  )}
                </Group>
                <Button
                  leftSection={<IconPlus size={16} />}
                  disabled={!canEdit}
                  onClick={() => setDraft({ id: null, value: '', labelCn: '', labelTw: '', sort: nextSort, enabled: true })}
                >
                  {t('dictionary.add')}
                </Button>
              </Group>
              {dict && !dict.editable && (
                <Alert color="gray" mb="sm">
                  {t('dictionary.fixedHint')}
                </Alert>
              )}
              <Loaded query={entries} h={200} empty={{ when: (rows) => rows.length === 0, text: t('dictionary.empty'), h: 160 }}>
                {(rows) => (
                  <Table striped highlightOnHover verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        {(['value', 'labelCn', 'labelTw', 'sort', 'source', 'companyRows', 'status', 'actions'] as const).map((c) => (
                          <Table.Th key={c}>{t(`dictionary.columns.${c}`)}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((e) => (
                        <Table.Tr key={e.id} data-testid={`entry-${e.value}`}>
                          <Table.Td>{e.value}</Table.Td>
                          <Table.Td>{e.labelCn}</Table.Td>
                          <Table.Td>{e.labelTw}</Table.Td>
                          <Table.Td>{e.sort}</Table.Td>
                          <Table.Td>{t(e.declared ? 'dictionary.declared' : 'dictionary.platform')}</Table.Td>
                          <Table.Td>{e.companyRows}</Table.Td>
                          <Table.Td>
                            <Badge color={e.enabled ? 'teal' : 'gray'} variant="light">
                              {t(e.enabled ? 'dictionary.enabled' : 'dictionary.disabled')}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Button size="xs" variant="subtle" disabled={!canEdit} onClick={() => edit(e)}>
                                {t('dictionary.edit')}
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                disabled={!canEdit || e.declared || e.companyRows > 0}
                                title={e.declared || e.companyRows > 0 ? t('dictionary.keepHint') : undefined}
                                onClick={() => void drop(e)}
                              >
                                {t('dictionary.delete')}
                              </Button>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Loaded>
            </Grid.Col>
          </Grid>
        )}
      </Loaded>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t(draft?.id ? 'dictionary.edit' : 'dictionary.add')}>
        {draft && (
          <Stack>
            <TextInput
              label={t('dictionary.columns.value')}
              required
              disabled={draft.id !== null}
              value={draft.value}
              onChange={(e) => setDraft({ ...draft, value: e.currentTarget.value })}
            />
            <TextInput
              label={t('dictionary.columns.labelCn')}
              required
              value={draft.labelCn}
              onChange={(e) => setDraft({ ...draft, labelCn: e.currentTarget.value })}
            />
            <TextInput
              label={t('dictionary.columns.labelTw')}
              required
              value={draft.labelTw}
              onChange={(e) => setDraft({ ...draft, labelTw: e.currentTarget.value })}
            />
            <NumberInput
              label={t('dictionary.columns.sort')}
              min={0}
              max={9999}
              allowDecimal={false}
              value={draft.sort}
              onChange={(v) => setDraft({ ...draft, sort: typeof v === 'number' ? v : 0 })}
            />
            <Switch
              label={t('dictionary.enabled')}
              checked={draft.enabled}
              onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })}
            />
            <CancelSave onCancel={() => setDraft(null)} onSave={() => void save()} saving={create.isPending || update.isPending} />
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}
