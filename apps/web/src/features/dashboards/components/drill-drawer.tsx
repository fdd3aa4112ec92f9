import { DRILL_COLUMNS, dashboardEndpoints } from '@pm/contracts';
import { Button, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { drillQuery, useDrill, type DrillTarget } from '../api/dashboards';
import { useCodeLabel } from './labels';

/** The rows behind a clicked bar, with their export to Excel (asking the export purpose first). */
export function DrillDrawer({ target, onClose }: { target: DrillTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('dashboards');
  const label = useCodeLabel();
  const drill = useDrill(target);
  const columns = target ? DRILL_COLUMNS[target.source] : [];
  const tw = i18n.language === 'zh-TW';
  const rows = drill.data?.rows ?? [];

  const exportRows = async () => {
    if (!target) return;
    await exportWithPurpose(dashboardEndpoints.exportDashboardDrill, drillQuery(target), `${target.title}.xlsx`);
  };

  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="xl" title={target?.title ?? ''} data-testid="drill-drawer">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="drill-count">
            {drill.data ? (drill.data.more ? t('drill.more', { count: rows.length }) : t('drill.count', { count: rows.length })) : ''}
          </Text>
          <Button size="xs" variant="default" disabled={rows.length === 0} onClick={() => void exportRows()} data-testid="drill-export">
            {t('drill.export')}
          </Button>
        </Group>
        {drill.isPending ? (
          <Center h={200}>
            <Loader size="sm" />
          </Center>
        ) : drill.error ? (
          <Text c="red">{drill.error instanceof ApiError ? drill.error.message : String(drill.error)}</Text>
        ) : rows.length === 0 ? (
          <Center h={200}>
            <Text c="dimmed">{t('empty')}</Text>
          </Center>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder fz="sm" data-testid="drill-table">
              <Table.Thead>
                <Table.Tr>{columns.map((c) => <Table.Th key={c.key}>{tw ? c.title.tw : c.title.cn}</Table.Th>)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={i}>
                    {columns.map((c, j) => (
                      <Table.Td key={c.key}>{c.dictionary ? label(c.dictionary, r[j]) : (r[j] ?? '')}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Drawer>
  );
}
