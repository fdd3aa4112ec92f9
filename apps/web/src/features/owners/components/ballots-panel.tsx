import { Badge, Button, Group, MultiSelect, ScrollArea, Table, Text } from '@mantine/core';
import { ownerVoteEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { useRecordBallot, useVoters } from '../api/votes';
import { errorText } from '../../../api/error-text';
import { PrintView } from '../../../shared/print-view';
import { RowsTable, right } from '../../../shared/list-table';

const CHOICES = ['agree', 'disagree', 'abstain'] as const;

/** 投票人与选票: every voter with houses and area; staff enter a paper ballot; export and print for posting. */
export function BallotsPanel({ voteId, readOnly }: { voteId: number; readOnly: boolean }) {
  const { t } = useTranslation('owners');
  const voters = useVoters(voteId);
  const record = useRecordBallot();
  const [marks, setMarks] = useState<Record<number, string[]>>({});
  const [printing, setPrinting] = useState(false);
  const vote = voters.data?.vote;
  const rows = voters.data?.rows ?? [];
  const open = vote?.status === 'open' && !readOnly;
  const candidateName = new Map((vote?.candidates ?? []).map((c) => [c.id, c.name]));
  const cast = async (voterId: number, body: { choice?: (typeof CHOICES)[number]; candidateIds?: number[] }) => {
    // A refusal (a second ballot, the vote closed meanwhile) shows above the list.
    await record.mutateAsync({ id: voteId, voterId, source: 'paper', ...body }).catch(() => undefined);
  };
  const mark = (r: (typeof rows)[number]) => {
    if (!r.ballot) return t('ballot.none');
    if (r.ballot.choice) return t(`choice.${r.ballot.choice}`);
    return (r.ballot.candidateIds ?? []).map((c) => candidateName.get(c) ?? '').join('、') || t('choice.abstain');
  };
  const exportBallots = () => exportWithPurpose(ownerVoteEndpoints.exportBallots, { id: voteId }, `${vote?.title ?? ''}选票.xlsx`);
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm">{t('ballot.count', { cast: rows.filter((r) => r.ballot).length, heads: rows.length })}</Text>
        <Group>
          <Button size="xs" variant="default" onClick={() => void exportBallots()} data-testid="ballots-export">{t('export')}</Button>
          <Button size="xs" variant="default" onClick={() => setPrinting(true)} data-testid="ballots-print">{t('print')}</Button>
        </Group>
      </Group>
      {record.error ? <Text c="red" size="sm" mb="xs" data-testid="ballot-error">{errorText(record.error)}</Text> : null}
      <ScrollArea h={420}>
        <RowsTable striped withTableBorder stickyHeader data-testid="voters" style={{ whiteSpace: 'nowrap' }} scroll={false} columns={[t('ballot.seq'), t('ballot.voter'), t('ballot.houses'), right(t('ballot.area')), t('ballot.mark'), open && t('ballot.enter')]} state={{ loading: voters.isPending, empty: rows.length === 0, error: voters.error, emptyText: t('empty') }}>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.seq}</Table.Td>
              <Table.Td>{r.developer ? <Badge variant="light" color="orange">{r.names}</Badge> : r.names}</Table.Td>
              <Table.Td>{r.houses}</Table.Td>
              <Table.Td ta="right">{r.area}</Table.Td>
              <Table.Td>{mark(r)}</Table.Td>
              {open ? (
                <Table.Td>
                  {r.ballot ? null : vote?.kind === 'election' ? (
                    <Group gap={4} wrap="nowrap">
                      <MultiSelect size="xs" w={220} data={(vote.candidates ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={marks[r.id] ?? []} onChange={(v) => setMarks({ ...marks, [r.id]: v })} maxValues={vote.seats ?? 1} />
                      <Button size="compact-xs" onClick={() => void cast(r.id, { candidateIds: (marks[r.id] ?? []).map(Number) })}>{t('ballot.submit')}</Button>
                    </Group>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      {CHOICES.map((c) => (
                        <Button key={c} size="compact-xs" variant={c === 'agree' ? 'filled' : 'default'} onClick={() => void cast(r.id, { choice: c })} data-testid={`cast-${r.seq}-${c}`}>
                          {t(`choice.${c}`)}
                        </Button>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </RowsTable>
      </ScrollArea>
      {printing && vote ? (
        <PrintView testId="owners-print-view" title={`${vote.title}${t('ballot.posting')}`} meta={<><span>{`${vote.estateName}`}</span><span>{`${vote.startsOn} ~ ${vote.endsOn}`}</span></>} onClose={() => setPrinting(false)}>
          <table>
            <thead>
              <tr>
                <th>{t('ballot.seq')}</th>
                <th>{t('ballot.voter')}</th>
                <th>{t('ballot.houses')}</th>
                <th>{t('ballot.area')}</th>
                <th>{t('ballot.mark')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.seq}</td>
                  <td>{r.names}</td>
                  <td>{r.houses}</td>
                  <td data-amount>{r.area}</td>
                  <td>{mark(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PrintView>
      ) : null}
    </>
  );
}
