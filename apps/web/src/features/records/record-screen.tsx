import { ActionIcon, Badge, Button, Center, Group, Loader, Modal, Pagination, Paper, ScrollArea, Select, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { findRecord, type DictionaryItems, type FieldDef, type RecordDef } from '@pm/contracts';
import type { ScreenProps } from '../../shared/screen';
import { useDeleteRecord, useDictionaries, useRecordList } from './api/records';
import { ExportDialog } from './components/export-dialog';
import { ImportDialog } from './components/import-dialog';
import { RecordFilters } from './components/record-filters';
import { RecordForm, type RecordRowData } from './components/record-form';
import { rowActionFor } from './components/row-actions';
import { dropPendingEdit, pendingEdit, PendingEditNotice } from './components/pending-edit-notice';
import { labelText } from './labels';

const PAGE_SIZES = ['10', '20', '50', '100'];

function cellText(field: FieldDef, row: RecordRowData, name: string, dictionaries: DictionaryItems | undefined, yes: string, no: string): string {
  const value = row[name];
  if (value === null || value === undefined) return '';
  if (field.kind === 'enum') {
    const item = dictionaries?.[field.dict]?.find((i) => i.value === value);
    if (item) return labelText({ cn: item.cn, tw: item.tw });
  }
  if (field.kind === 'ref') return row.labels?.[name] ?? (typeof value === 'number' ? String(value) : '');
  if (field.kind === 'bool') return value ? yes : no;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The generic record screen: filters, sortable paged table, form modal, delete confirm, export and import. */
export function RecordScreen({ def, title, readOnly }: { def: RecordDef } & ScreenProps) {
  const { t } = useTranslation('records');
  // A link from another screen may name list filters in the route (?complaintNo=…): they start the list.
  const [params] = useSearchParams();
  const linkedKey = JSON.stringify(def.list.filters.flatMap((name) => { const v = params.get(name); return v ? [[name, v]] : []; }));
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(linkedKey) as [string, string][]));
  const [filters, setFilters] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(linkedKey) as [string, string][]));
  useEffect(() => {
    const linked = Object.fromEntries(JSON.parse(linkedKey) as [string, string][]);
    if (Object.keys(linked).length === 0) return;
    setDraft(linked);
    setFilters(linked);
    setPage(1);
  }, [linkedKey]);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [sort, setSort] = useState<{ field: string; order: 'asc' | 'desc' }>(def.list.defaultSort);
  const [editing, setEditing] = useState<RecordRowData | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // An edit closed unsaved while its flag held (client.editFlag): offered again until saved or given up.
  const [pending, setPending] = useState<RecordRowData | null>(() => pendingEdit(def));
  const [deleting, setDeleting] = useState<RecordRowData | null>(null);
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const dictionaries = useDictionaries();
  const list = useRecordList(def.key, { page, size, sort: sort.field, order: sort.order, filters });
  const remove = useDeleteRecord(def.key);
  const canWrite = !readOnly && !def.readOnly;
  const RowAction = rowActionFor(def.key);
  const heading = title || labelText(def.title);

  const toggleSort = (name: string) => {
    if (!def.list.sortable.includes(name)) return;
    setSort((prev) => (prev.field === name ? { field: name, order: prev.order === 'asc' ? 'desc' : 'asc' } : { field: name, order: 'asc' }));
    setPage(1);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'green', message: result.mode === 'deleted' ? t('deleted') : t('softDeleted') });
      setDeleting(null);
    } catch {
      // The error catalogue has shown the server's message.
    }
  };

  const rows = (list.data?.rows ?? []) as RecordRowData[];
  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm" p="sm" data-testid={`record-screen-${def.key}`}>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={4}>{heading}</Title>
          {readOnly ? <Badge color="gray">{t('readOnly')}</Badge> : null}
        </Group>
        <Group gap="xs">
          {canWrite ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }} data-testid="record-add">
              {t('add')}
            </Button>
          ) : null}
          {canWrite && def.importable ? (
            <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setImportOpen(true)} data-testid="record-import">
              {t('import')}
            </Button>
          ) : null}
          {def.exportable ? (
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => setExportOpen(true)} data-testid="record-export">
              {t('export')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {canWrite && pending && !formOpen ? (
        <PendingEditNotice
          row={pending}
          title={heading}
          onResume={() => { setEditing(pending); setFormOpen(true); }}
          onDrop={() => { dropPendingEdit(def); setPending(null); }}
        />
      ) : null}
      <Paper withBorder p="sm">
        <RecordFilters
          def={def}
          draft={draft}
          onDraft={setDraft}
          dictionaries={dictionaries.data}
          onSearch={() => { setFilters(draft); setPage(1); }}
          onReset={() => { setDraft({}); setFilters({}); setPage(1); }}
        />
      </Paper>
      <Paper withBorder pos="relative">
        <ScrollArea>
          <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid="record-table">
            <Table.Thead>
              <Table.Tr>
                {def.list.columns.map((name) => {
                  const field = def.fields[name];
                  const sortable = def.list.sortable.includes(name);
                  const Icon = sort.field !== name ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
                  return (
                    <Table.Th key={name} style={{ whiteSpace: 'nowrap' }}>
                      {sortable ? (
                        <UnstyledButton onClick={() => toggleSort(name)} data-testid={`sort-${name}`}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm" fw={600}>{field ? labelText(field.label) : name}</Text>
                            <Icon size={14} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        field ? labelText(field.label) : name
                      )}
                    </Table.Th>
                  );
                })}
                {canWrite || RowAction ? <Table.Th w={RowAction ? 140 : 90}>{t('actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="record-row">
                  {def.list.columns.map((name) => {
                    const field = def.fields[name];
                    return <Table.Td key={name}>{field ? cellText(field, row, name, dictionaries.data, t('yes'), t('no')) : ''}</Table.Td>;
                  })}
                  {canWrite || RowAction ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {RowAction ? <RowAction row={row} readOnly={!canWrite} /> : null}
                        {canWrite ? (
                          <>
                            <ActionIcon variant="subtle" aria-label={t('edit')} onClick={() => { setEditing(row); setFormOpen(true); }} data-testid="record-edit">
                              <IconPencil size={16} />
                            </ActionIcon>
                            <ActionIcon variant="subtle" color="red" aria-label={t('delete')} onClick={() => setDeleting(row)} data-testid="record-delete">
                              <IconTrash size={16} />
                            </ActionIcon>
                          </>
                        ) : null}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {list.isLoading ? (
          <Center p="xl"><Loader size="sm" /></Center>
        ) : rows.length === 0 ? (
          <Center p="xl"><Text c="dimmed" data-testid="record-empty">{t('empty')}</Text></Center>
        ) : null}
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Text size="sm" data-testid="record-total">{t('total', { total })}</Text>
        <Select w={110} data={PAGE_SIZES.map((s) => ({ value: s, label: t('pageSize', { size: s }) }))} value={String(size)} onChange={(v) => { setSize(Number(v ?? 10)); setPage(1); }} />
        <Pagination total={Math.max(1, Math.ceil(total / size))} value={page} onChange={setPage} size="sm" />
      </Group>
      {canWrite ? <RecordForm def={def} row={editing} draft={editing !== null && editing === pending} opened={formOpen} onClose={() => { setFormOpen(false); setPending(pendingEdit(def)); }} dictionaries={dictionaries.data} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} data-testid="delete-confirm">
        <Stack>
          <Text>{t('deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>{t('cancel')}</Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="delete-confirm-ok">{t('confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ExportDialog recordKey={def.key} title={heading} filters={filters} opened={exportOpen} onClose={() => setExportOpen(false)} />
      {canWrite && def.importable ? <ImportDialog recordKey={def.key} title={heading} opened={importOpen} onClose={() => setImportOpen(false)} /> : null}
    </Stack>
  );
}

const cache = new Map<string, ComponentType<ScreenProps>>();

/** The screen component of a record key (one per key, stable across renders). */
export function screenFor(key: string): ComponentType<ScreenProps> {
  const cached = cache.get(key);
  if (cached) return cached;
  const def = findRecord(key);
  const Screen = (props: ScreenProps) => (def ? <RecordScreen def={def} {...props} /> : <Text>{key}</Text>);
  Screen.displayName = `RecordScreen(${key})`;
  cache.set(key, Screen);
  return Screen;
}
