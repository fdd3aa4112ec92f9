import { Badge, Table } from '@mantine/core';
import type { VoteRow } from '@pm/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';

type Vote = z.output<typeof VoteRow>;

/** 大会档案's votes of one meeting (or of none): period, matter, ballots, result and the documents resting on each. */
export function ArchiveVotesTable({ votes, docsOf, testId }: { votes: Vote[]; docsOf: (voteId: number) => string[]; testId: string }) {
  const { t } = useTranslation('owners');
  return (
    <Table withTableBorder striped data-testid={testId}>
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
        {votes.map((v) => (
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
}
