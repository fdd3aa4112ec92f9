import { Badge, Button, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { useCloseVote, useVoteResult, useVotes } from '../api/votes';
import { BallotsPanel } from './ballots-panel';
import { ElectedMembersForm } from './elected-members-form';
import { errorText } from '../../../api/error-text';
import { EstateSelect } from './estate-select';
import { MeetingNoticeDialog } from './meeting-notice-dialog';
import { ResultPanel } from './result-panel';
import { VoteForm } from './vote-form';
import { RowsTable, right } from '../../../shared/list-table';

/** 投票表决 and 选举管理: the list, a matter's voters and ballots, its result, and closing it. */
export function DecisionScreen({ kind, title, readOnly }: ScreenProps & { kind: 'vote' | 'election' }) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const votes = useVotes(kind, estateId);
  const result = useVoteResult(selected);
  const close = useCloseVote();
  const rows = votes.data?.rows ?? [];
  const current = rows.find((v) => v.id === selected);
  const closeVote = async () => {
    if (!selected || !(await confirmDialog({ message: t('vote.closeConfirm') }))) return;
    try {
      await close.mutateAsync(selected);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end" justify="space-between">
        <EstateSelect value={estateId} onChange={setEstateId} clearable />
        <Button disabled={readOnly} onClick={() => setCreating(true)} data-testid="vote-create">{t(kind === 'vote' ? 'vote.create' : 'election.create')}</Button>
      </Group>
      <RowsTable striped withTableBorder highlightOnHover data-testid="votes" columns={[t(kind === 'vote' ? 'vote.title' : 'election.title'), t('estate'), t(kind === 'vote' ? 'vote.matter' : 'election.seats'), t('vote.period'), right(t('vote.ballots')), t('vote.status')]} state={{ loading: votes.isPending, empty: rows.length === 0, error: votes.error, emptyText: t('empty') }}>
        {rows.map((v) => (
          <Table.Tr key={v.id} onClick={() => setSelected(v.id)} style={{ cursor: 'pointer' }} bg={v.id === selected ? 'var(--mantine-color-blue-light)' : undefined} data-testid={`vote-row-${v.id}`}>
            <Table.Td>{v.title}</Table.Td>
            <Table.Td>{v.estateName}</Table.Td>
            <Table.Td>{kind === 'vote' ? `${v.matterClass}. ${v.matterName}` : v.seats}</Table.Td>
            <Table.Td>{`${v.startsOn} ~ ${v.endsOn}`}</Table.Td>
            <Table.Td ta="right">{`${v.ballots} / ${v.totalHeads}`}</Table.Td>
            <Table.Td>
              {v.status === 'open' ? <Badge color="blue">{t('vote.open')}</Badge> : v.passed ? <Badge color="green">{kind === 'vote' ? t('vote.passed') : t('result.electionValid')}</Badge> : <Badge color="red">{kind === 'vote' ? t('vote.failed') : t('result.electionInvalid')}</Badge>}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      {current ? (
        <Paper withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{current.title}</Text>
            {current.status === 'open' && !readOnly ? (
              <Group gap="xs">
                <Button variant="light" onClick={() => setNotifying(true)} data-testid="vote-notify">{t('vote.notify')}</Button>
                <Button color="red" variant="light" loading={close.isPending} onClick={() => void closeVote()} data-testid="vote-close">{t('vote.close')}</Button>
              </Group>
            ) : null}
            {kind === 'election' && current.status === 'closed' && current.passed && current.members === 0 && !readOnly ? (
              <Button variant="light" disabled={!result.data} onClick={() => setRegistering(true)} data-testid="members-register">{t('members.register')}</Button>
            ) : null}
            {current.members > 0 ? <Badge variant="light" data-testid="members-registered">{t('members.registered', { count: current.members })}</Badge> : null}
          </Group>
          {current.meetingSubject ? <Text size="sm" c="dimmed" mb="xs">{`${t('vote.meeting')}：${current.meetingSubject}`}</Text> : null}
          <Tabs defaultValue="result" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="result">{t('result.tab')}</Tabs.Tab>
              <Tabs.Tab value="ballots" data-testid="tab-ballots">{t('ballot.tab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="result" pt="sm">
              {result.data ? <ResultPanel result={result.data} /> : <Text size="sm" c={result.error ? 'red' : 'dimmed'}>{result.error ? errorText(result.error) : t('loading')}</Text>}
            </Tabs.Panel>
            <Tabs.Panel value="ballots" pt="sm">
              <BallotsPanel voteId={current.id} readOnly={readOnly} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      ) : null}
      {registering && current && result.data ? (
        <ElectedMembersForm electionId={current.id} elected={result.data.candidates.filter((c) => c.elected)} onClose={() => setRegistering(false)} />
      ) : null}
      {notifying && current ? <MeetingNoticeDialog vote={current} onClose={() => setNotifying(false)} /> : null}
      {creating ? <VoteForm kind={kind} onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); setSelected(id); }} /> : null}
    </Stack>
  );
}
