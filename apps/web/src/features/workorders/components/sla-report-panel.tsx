import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { slaReportEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../shared/china-date';
import { DateField } from '../../../shared/date-field';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { useTeams } from '../api/workorders';
import { useSlaReport, type SlaReportQuery } from '../api/sla-report';
import { errorText } from '../../../api/error-text';

const COLUMNS = ['finished', 'inTime', 'outOfTime', 'inTimeShare', 'open', 'overdue'] as const;

/** 时效统计 on 派工管理: per team, orders finished in the range in and out of time, the share, and those open and overdue. */
export function SlaReportPanel() {
  const { t } = useTranslation('workorders');
  const [from, setFrom] = useState(() => `${chinaToday().slice(0, 8)}01`);
  const [to, setTo] = useState(chinaToday);
  const [teamId, setTeamId] = useState<string | null>(null);
  const teams = useTeams();
  const query: SlaReportQuery | null = from && to ? { dateFrom: from, dateTo: to, ...(teamId ? { teamId: Number(teamId) } : {}) } : null;
  const report = useSlaReport(query);
  const cell = (v: number | string | null) => (v === null ? '—' : String(v));
  return (
    <Stack gap="sm" data-testid="wo-sla-report">
      <Group align="flex-end" gap="sm">
        <DateField label={t('slaReport.dateFrom')} value={from} onChange={setFrom} required w={140} data-testid="wo-sla-from" />
        <DateField label={t('slaReport.dateTo')} value={to} onChange={setTo} required w={140} data-testid="wo-sla-to" />
        <Select
          label={t('slaReport.team')}
          placeholder={t('slaReport.allTeams')}
          data={(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
          value={teamId}
          onChange={setTeamId}
          clearable
          w={160}
          data-testid="wo-sla-team"
        />
        <Button
          variant="default"
          disabled={!query}
          onClick={() =>
            query &&
            void exportWithPurpose(
              slaReportEndpoints.exportSlaReport,
              query,
              `${t('slaReport.fileName')}${query.dateFrom}_${query.dateTo}.xlsx`,
            )
          }
          data-testid="wo-sla-export"
        >
          {t('slaReport.export')}
        </Button>
      </Group>
      {report.error ? <Alert color="red">{errorText(report.error)}</Alert> : null}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('slaReport.team')}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta="right">
                {t(`slaReport.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(report.data?.rows ?? []).map((r) => (
            <Table.Tr key={r.teamId ?? 0} data-testid="wo-sla-row">
              <Table.Td>{r.teamName}</Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c} ta="right">
                  {cell(r[c])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {report.data ? (
            <Table.Tr fw={700} data-testid="wo-sla-total">
              <Table.Td>{t('slaReport.total')}</Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c} ta="right">
                  {cell(report.data.total[c])}
                </Table.Td>
              ))}
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('slaReport.hint')}
      </Text>
    </Stack>
  );
}
