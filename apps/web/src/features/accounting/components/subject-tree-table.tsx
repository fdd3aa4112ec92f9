import { ActionIcon, Badge, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { Subject } from '@pm/contracts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableState } from './table-state';

interface Props {
  subjects: Subject[];
  loading: boolean;
  error?: string | undefined;
  readOnly: boolean;
  canAddChild: (s: Subject) => boolean;
  onAddChild: (s: Subject) => void;
  onEdit: (s: Subject) => void;
  onToggleActive: (s: Subject) => void;
}

/** The rows shown: a subject is hidden while one of its ancestors is collapsed (the list is in code order, parents first). */
export function visibleSubjects(subjects: readonly Subject[], collapsed: ReadonlySet<number>): Subject[] {
  const hidden = new Set<number>();
  return subjects.filter((s) => {
    if (s.parentId !== null && (hidden.has(s.parentId) || collapsed.has(s.parentId))) {
      hidden.add(s.id);
      return false;
    }
    return true;
  });
}

/** 科目树: code, name indented by level, category, 余额方向, 辅助核算, 启用/停用, and the row actions. */
export function SubjectTreeTable({ subjects, loading, error, readOnly, canAddChild, onAddChild, onEdit, onToggleActive }: Props) {
  const { t } = useTranslation('accounting');
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const rows = useMemo(() => visibleSubjects(subjects, collapsed), [subjects, collapsed]);
  const toggle = (id: number) => setCollapsed((c) => { const n = new Set(c); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  return (
    <ScrollArea>
      <Table striped highlightOnHover withTableBorder data-testid="subject-tree">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subjects.code')}</Table.Th>
            <Table.Th>{t('subjects.name')}</Table.Th>
            <Table.Th>{t('subjects.category')}</Table.Th>
            <Table.Th>{t('subjects.direction')}</Table.Th>
            <Table.Th>{t('subjects.aux')}</Table.Th>
            <Table.Th>{t('subjects.active')}</Table.Th>
            {readOnly ? null : <Table.Th>{t('subjects.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading} empty={rows.length === 0} error={error} cols={7} />
          {rows.map((s) => (
            <Table.Tr key={s.id} data-testid={`subject-row-${s.code}`} c={s.active ? undefined : 'dimmed'}>
              <Table.Td>
                <Group gap={2} wrap="nowrap" pl={(s.level - 1) * 16}>
                  {s.leaf ? <span style={{ width: 22 }} /> : (
                    <ActionIcon variant="subtle" size="xs" color="gray" onClick={() => toggle(s.id)} aria-label={s.code}>
                      {collapsed.has(s.id) ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
                    </ActionIcon>
                  )}
                  <Text size="sm" ff="monospace">{s.code}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.categoryName}</Table.Td>
              <Table.Td>{t(`subjects.dir.${s.direction}`)}</Table.Td>
              <Table.Td>{s.aux.map((a) => t(`vouchers.aux.${a}`)).join('、')}</Table.Td>
              <Table.Td>{s.active ? <Badge size="xs" variant="light" color="green">{t('subjects.on')}</Badge> : <Badge size="xs" variant="light" color="gray">{t('subjects.off')}</Badge>}</Table.Td>
              {readOnly ? null : (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" disabled={!s.active || !canAddChild(s)} onClick={() => onAddChild(s)} data-testid={`add-child-${s.code}`}>{t('subjects.addChild')}</Button>
                    <Button size="compact-xs" variant="subtle" onClick={() => onEdit(s)} data-testid={`edit-${s.code}`}>{t('subjects.editShort')}</Button>
                    <Button size="compact-xs" variant="subtle" color={s.active ? 'red' : 'green'} onClick={() => onToggleActive(s)} data-testid={`toggle-${s.code}`}>{s.active ? t('subjects.deactivate') : t('subjects.activate')}</Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
