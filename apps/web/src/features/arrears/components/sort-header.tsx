import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A column header that sorts the list by its key (the server sorts; one direction per key). */
export function SortHeader<K extends string>({ sortKey, current, onSort, right, children }: { sortKey: K; current: K; onSort: (key: K) => void; right?: boolean; children: ReactNode }) {
  const active = sortKey === current;
  return (
    <Table.Th ta={right ? 'right' : undefined} aria-sort={active ? 'descending' : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)} data-testid={`sort-${sortKey}`} fw={active ? 700 : 500} fz="sm">
        <Group gap={2} wrap="nowrap" justify={right ? 'flex-end' : 'flex-start'}>
          {children}
          {active ? <IconArrowDown size={14} /> : <IconSelector size={14} />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
