import { Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useBudgets } from '../api/budgets';
import { useWithdrawals } from '../api/repair-fund';
import { useVotes } from '../api/votes';
import { EstateSelect } from '../components/estate-select';
import { PrintView } from '../components/print-view';
import { TableState } from '../components/table-state';

/** 大会档案: the estate's votes and elections with their results and the documents that rest on them (read-only, printable). */
export default function ArchiveScreen({ title }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const votes = useVotes('vote', estateId);
  const elections = useVotes('election', estateId);
  const withdrawals = useWithdrawals(estateId);
  const budgets = useBudgets(estateId);
  const rows = [...(votes.data?.rows ?? []), ...(elections.data?.rows ?? [])].sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id);
  const docsOf = (voteId: number) => [
    ...(withdrawals.data?.rows ?? []).filter((w) => w.voteId === voteId).map((w) => `${t('archive.withdrawal')}：${w.project}（${w.wfDocSubject}）`),
    ...(budgets.data?.rows ?? []).filter((b) => b.voteId === voteId).map((b) => `${t('archive.budget')}：${b.title}${b.wfDocSubject ? `（${b.wfDocSubject}）` : ''}`),
  ];
  const loading = estateId !== null && (votes.isPending || elections.isPending);
  const table = (
    <Table withTableBorder striped data-testid="archive-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('vote.period')}</Table.Th>
          <Table.Th>{t('vote.title')}</Table.Th>
          <Table.Th>{t('vote.matter')}</Table.Th>
          <Table.Th>{t('vote.ballots')}</Table.Th>
          <Table.Th>{t('archive.result')}</Table.Th>
          <Table.Th>{t('archive.documents')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={loading} empty={rows.length === 0} error={votes.error ?? elections.error} cols={6} />
        {rows.map((v) => (
          <Table.Tr key={v.id} data-testid={`archive-row-${v.id}`}>
            <Table.Td>{`${v.startsOn} ~ ${v.endsOn}`}</Table.Td>
            <Table.Td>{v.title}</Table.Td>
            <Table.Td>{v.kind === 'election' ? t('archive.election') : v.matterName}</Table.Td>
            <Table.Td>{`${v.ballots} / ${v.totalHeads}`}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={v.status === 'open' ? 'blue' : v.passed ? 'green' : 'red'}>
                {v.status === 'open' ? t('vote.open') : v.kind === 'election' ? (v.passed ? t('archive.elected') : t('archive.invalid')) : v.passed ? t('vote.passed') : t('vote.failed')}
              </Badge>
            </Table.Td>
            <Table.Td>{docsOf(v.id).join('；') || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={setEstateId} />
        <Button variant="default" disabled={rows.length === 0} onClick={() => setPrinting(true)} data-testid="archive-print">{t('print')}</Button>
      </Group>
      <ScrollArea>{table}</ScrollArea>
      {printing ? <PrintView title={title} meta={rows[0]?.estateName ?? ''} onClose={() => setPrinting(false)}>{table}</PrintView> : null}
    </Stack>
  );
}
