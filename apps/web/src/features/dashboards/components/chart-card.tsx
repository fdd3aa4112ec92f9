import { Center, Group, Paper, SegmentedControl, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CardRow {
  id: string;
  cells: ReactNode[];
  /** Opens the rows behind this bar. */
  onOpen?: () => void;
}

/**
 * One chart with its figures: the chart (clicking a bar opens the rows behind it) or, switched,
 * the same figures as a table whose rows open the same list; loading and empty states.
 */
export function ChartCard({ title, loading, chart, columns, rows, testId }: { title: string; loading: boolean; chart: ReactNode; columns: string[]; rows: CardRow[]; testId: string }) {
  const { t } = useTranslation('dashboards');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          data={[
            { value: 'chart', label: t('view.chart') },
            { value: 'table', label: t('view.table') },
          ]}
          data-testid={`${testId}-view`}
        />
      </Group>
      {loading ? (
        <Skeleton h={240} />
      ) : rows.length === 0 ? (
        <Center h={240}>
          <Text c="dimmed">{t('empty')}</Text>
        </Center>
      ) : view === 'chart' ? (
        chart
      ) : (
        <Table.ScrollContainer minWidth={300} mah={260}>
          <Table striped highlightOnHover withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>{columns.map((c) => <Table.Th key={c}>{c}</Table.Th>)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid={`${testId}-row`}>
                  {r.cells.map((cell, i) => (
                    <Table.Td key={i}>
                      {i === 0 && r.onOpen ? (
                        <UnstyledButton c="blue" fz="sm" onClick={r.onOpen}>
                          {cell}
                        </UnstyledButton>
                      ) : (
                        cell
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** A headline figure. */
export function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={160}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
