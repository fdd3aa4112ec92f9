import { Badge, Button, Center, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { findRecord, type RecordDef } from '@pm/contracts';
import { ListFooter } from '../../shared/list-footer';
import type { ScreenProps } from '../../shared/screen';
import { usePagedList } from '../../shared/use-paged-list';
import { recordListQuery, useDeleteRecord, useDictionaries } from './api/records';
import { BatchDeleteDialog } from './components/batch-delete-dialog';
import { ColumnSettings, useColumnChoice } from './components/column-settings';
import { ExportDialog } from './components/export-dialog';
import { ImportDialog } from './components/import-dialog';
import { RecordDetailDrawer } from './components/record-detail-drawer';
import { RecordFilters } from './components/record-filters';
import { RecordForm, type RecordRowData } from './components/record-form';
import { RecordTable } from './components/record-table';
import { rowActionFor } from './components/row-actions';
import { dropPendingEdit, pendingEdit, PendingEditNotice } from './components/pending-edit-notice';
import { labelText } from './labels';

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The generic record screen: filters, sortable paged table with row selection (export or delete
 * the ticked rows) and the user's own columns, a read-only detail drawer, form modal, delete
 * confirm, export and import.
 */
export function RecordScreen({ def, title, readOnly }: { def: RecordDef } & ScreenProps) {
  const { t } = useTranslation('records');
  // A link from another screen may name list filters in the route (?complaintNo=…): they start the list.
  const [params] = useSearchParams();
  const linkedKey = JSON.stringify(def.list.filters.flatMap((name) => { const v = params.get(name); return v ? [[name, v]] : []; }));
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(JSON.parse(linkedKey) as [string, string][]));
  const [sort, setSort] = useState<{ field: string; order: 'asc' | 'desc' }>(def.list.defaultSort);
  // the filters applied (查询), the page and the page size; another sort is page 1 again too (the read changes)
  const list = usePagedList({
    initial: Object.fromEntries(JSON.parse(linkedKey) as [string, string][]),
    size: 10,
    query: (filters, paging) => recordListQuery(def.key, { ...paging, sort: sort.field, order: sort.order, filters }),
  });
  useEffect(() => {
    const linked = Object.fromEntries(JSON.parse(linkedKey) as [string, string][]);
    if (Object.keys(linked).length === 0) return;
    setDraft(linked);
    list.setFilters(linked);
  }, [linkedKey]);
  const [editing, setEditing] = useState<RecordRowData | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [detail, setDetail] = useState<RecordRowData | null>(null);
  // Ticked rows by id (kept across pages, so a selection can span them), with the row as last seen.
  const [selected, setSelected] = useState<Map<number, RecordRowData>>(() => new Map());
  // An edit closed unsaved while its flag held (client.editFlag): offered again until saved or given up.
  const [pending, setPending] = useState<RecordRowData | null>(() => pendingEdit(def));
  const [deleting, setDeleting] = useState<RecordRowData | null>(null);
  const [batchDeleting, setBatchDeleting] = useState(false);
  const [exportOpen, setExportOpen] = useState<'all' | 'selected' | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const dictionaries = useDictionaries();
  const columns = useColumnChoice(def);
  const remove = useDeleteRecord(def.key);
  const canWrite = !readOnly && !def.readOnly;
  const RowAction = rowActionFor(def.key);
  const heading = title || labelText(def.title);

  const toggleSort = (name: string) => {
    if (!def.list.sortable.includes(name)) return;
    setSort((prev) => (prev.field === name ? { field: name, order: prev.order === 'asc' ? 'desc' : 'asc' } : { field: name, order: 'asc' }));
  };

  const rows = list.rows as RecordRowData[];

  const select = (ids: number[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        if (checked && row) next.set(id, row);
        else next.delete(id);
      }
      return next;
    });
  const unselect = (ids: number[]) => setSelected((prev) => new Map([...prev].filter(([id]) => !ids.includes(id))));
  const edit = (row: RecordRowData) => { setDetail(null); setEditing(row); setFormOpen(true); };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'green', message: result.mode === 'deleted' ? t('deleted') : t('softDeleted') });
      unselect([deleting.id]);
      setDeleting(null);
    } catch {
      // The error catalogue has shown the server's message.
    }
  };

  const display = (row: RecordRowData) => {
    const v = row[def.display];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : `#${row.id}`;
  };
  const selectedRows = [...selected.values()];
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
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => setExportOpen('all')} data-testid="record-export">
              {t('export')}
            </Button>
          ) : null}
          <ColumnSettings def={def} choice={columns.choice} onChange={columns.update} />
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
          onSearch={() => list.setFilters(draft)}
          onReset={() => { setDraft({}); list.setFilters({}); }}
        />
      </Paper>
      {selected.size > 0 ? (
        <Paper withBorder p="xs" bg="var(--mantine-color-blue-light)" data-testid="batch-bar">
          <Group gap="sm">
            <Text size="sm" fw={600} data-testid="selected-count">{t('selected', { count: selected.size })}</Text>
            {def.exportable ? (
              <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => setExportOpen('selected')} data-testid="export-selected">
                {t('exportSelected')}
              </Button>
            ) : null}
            {canWrite ? (
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setBatchDeleting(true)} data-testid="delete-selected">
                {t('deleteSelected')}
              </Button>
            ) : null}
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>{t('clearSelection')}</Button>
          </Group>
        </Paper>
      ) : null}
      <Paper withBorder pos="relative">
        <ScrollArea>
          <RecordTable
            def={def}
            rows={rows}
            columns={columns.visible}
            sort={sort}
            onSort={toggleSort}
            dictionaries={dictionaries.data}
            selected={new Set(selected.keys())}
            onSelect={select}
            onOpen={setDetail}
            canWrite={canWrite}
            RowAction={RowAction}
            onEdit={edit}
            onDelete={setDeleting}
          />
        </ScrollArea>
        {list.query.isLoading ? (
          <Center p="xl"><Loader size="sm" /></Center>
        ) : rows.length === 0 ? (
          <Center p="xl"><Text c="dimmed" data-testid="record-empty">{t('empty')}</Text></Center>
        ) : null}
      </Paper>
      <ListFooter
        total={list.total}
        page={list.page}
        size={list.size}
        onPage={list.setPage}
        sizes={PAGE_SIZES}
        onSize={list.setSize}
        summary={<Text size="sm" data-testid="record-total">{t('total', { total: list.total })}</Text>}
      />
      <RecordDetailDrawer def={def} row={detail} dictionaries={dictionaries.data} onEdit={canWrite ? edit : undefined} onClose={() => setDetail(null)} />
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
      {canWrite ? (
        <BatchDeleteDialog
          recordKey={def.key}
          rows={selectedRows.map((r) => ({ id: r.id, name: display(r) }))}
          opened={batchDeleting}
          onDone={unselect}
          onClose={() => setBatchDeleting(false)}
        />
      ) : null}
      <ExportDialog
        recordKey={def.key}
        title={heading}
        filters={exportOpen === 'selected' ? { ids: [...selected.keys()].join(',') } : list.filters}
        opened={exportOpen !== null}
        onClose={() => setExportOpen(null)}
      />
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
