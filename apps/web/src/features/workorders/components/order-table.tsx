import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { TableState } from '../../../shared/table-state';
import type { WorkOrderRow } from '../api/workorders';
import { DueCell } from './sla-badge';

const PRIORITY_COLOR: Record<WorkOrderRow['priority'], string> = { urgent: 'red', normal: 'gray', appointment: 'blue' };

export function PriorityBadge({ row }: { row: Pick<WorkOrderRow, 'priority' | 'priorityName'> }) {
  return <Badge color={PRIORITY_COLOR[row.priority]} variant="light" size="sm">{row.priorityName}</Badge>;
}

/** The board's rows: a click opens the order's drawer. */
export function OrderTable({ rows, loading, error, onOpen }: { rows: WorkOrderRow[]; loading: boolean; error?: string | undefined; onOpen: (id: number) => void }) {
  const { t } = useTranslation('workorders');
  const cols = ['number', 'kind', 'priority', 'house', 'content', 'state', 'handler', 'due', 'createdAt'] as const;
  return (
    <Table striped highlightOnHover withTableBorder fz="sm" data-testid="wo-table">
      <Table.Thead>
        <Table.Tr>
          {cols.map((c) => (
            <Table.Th key={c}>{t(`cols.${c}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={loading && rows.length === 0} empty={rows.length === 0} error={error} cols={cols.length} emptyText={t('empty')} />
        {rows.map((r) => (
          <Table.Tr key={r.id} onClick={() => onOpen(r.id)} style={{ cursor: 'pointer' }} data-testid={`wo-row-${r.id}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.number}</Table.Td>
            <Table.Td>{r.kindName}</Table.Td>
            <Table.Td><PriorityBadge row={r} /></Table.Td>
            <Table.Td>{r.houseName ?? '—'}</Table.Td>
            <Table.Td maw={320}><Text size="sm" lineClamp={2}>{r.content}</Text></Table.Td>
            <Table.Td data-testid={`wo-state-${r.id}`}>{r.stateName}</Table.Td>
            <Table.Td>{[r.teamName, r.handlerName].filter(Boolean).join(' / ') || '—'}</Table.Td>
            <Table.Td><DueCell row={r} testId={`wo-sla-${r.id}`} /></Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
