import { ActionIcon, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ComponentType, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItems, RecordDef } from '@pm/contracts';
import { labelText } from '../labels';
import { RecordCell } from './record-cell';
import type { RecordRowData } from './record-form';
import type { RowActionProps } from './row-actions';

interface Props {
  def: RecordDef;
  rows: RecordRowData[];
  /** The columns to show, in the user's order. */
  columns: string[];
  sort: { field: string; order: 'asc' | 'desc' };
  onSort: (name: string) => void;
  dictionaries: DictionaryItems | undefined;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  /** A click on a row (outside its check box and actions) opens the detail. */
  onOpen: (row: RecordRowData) => void;
  canWrite: boolean;
  RowAction: ComponentType<RowActionProps> | undefined;
  onEdit: (row: RecordRowData) => void;
  onDelete: (row: RecordRowData) => void;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/** The record list's table: a check box per row, sortable headers, a click on a row for its detail. */
export function RecordTable({ def, rows, columns, sort, onSort, dictionaries, selected, onSelect, onOpen, canWrite, RowAction, onEdit, onDelete }: Props) {
  const { t } = useTranslation('records');
  const pageIds = rows.map((r) => r.id);
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  return (
    <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid="record-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36}>
            <Checkbox
              size="xs"
              aria-label={t('selectAll')}
              checked={rows.length > 0 && ticked === rows.length}
              indeterminate={ticked > 0 && ticked < rows.length}
              disabled={rows.length === 0}
              onChange={(e) => onSelect(pageIds, e.currentTarget.checked)}
              data-testid="select-page"
            />
          </Table.Th>
          {columns.map((name) => {
            const field = def.fields[name];
            const label = field ? labelText(field.label) : name;
            const sortable = def.list.sortable.includes(name);
            const Icon = sort.field !== name ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown;
            return (
              <Table.Th key={name} style={{ whiteSpace: 'nowrap' }} data-testid={`column-head-${name}`}>
                {sortable ? (
                  <UnstyledButton onClick={() => onSort(name)} data-testid={`sort-${name}`}>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" fw={600}>{label}</Text>
                      <Icon size={14} />
                    </Group>
                  </UnstyledButton>
                ) : (
                  label
                )}
              </Table.Th>
            );
          })}
          {canWrite || RowAction ? <Table.Th w={RowAction ? 140 : 90}>{t('actions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="record-row" style={{ cursor: 'pointer' }} onClick={() => onOpen(row)} bg={selected.has(row.id) ? 'var(--mantine-color-blue-light)' : undefined}>
            <Table.Td onClick={stop}>
              <Checkbox size="xs" aria-label={t('selectRow')} checked={selected.has(row.id)} onChange={(e) => onSelect([row.id], e.currentTarget.checked)} data-testid="select-row" />
            </Table.Td>
            {columns.map((name) => {
              const field = def.fields[name];
              return (
                <Table.Td key={name}>
                  {field ? <RecordCell field={field} row={row} name={name} dictionaries={dictionaries} yes={t('yes')} no={t('no')} /> : ''}
                </Table.Td>
              );
            })}
            {canWrite || RowAction ? (
              <Table.Td onClick={stop}>
                <Group gap={4} wrap="nowrap">
                  {RowAction ? <RowAction row={row} readOnly={!canWrite} /> : null}
                  {canWrite ? (
                    <>
                      <ActionIcon variant="subtle" aria-label={t('edit')} onClick={() => onEdit(row)} data-testid="record-edit">
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={t('delete')} onClick={() => onDelete(row)} data-testid="record-delete">
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
  );
}
