import { Badge, Center, Drawer, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMeetingVotes, type MeetingVote } from '../api/meeting-votes';

interface Props {
  meeting: { id: number; subject: string };
  opened: boolean;
  onClose: () => void;
}

function Outcome({ vote }: { vote: MeetingVote }) {
  const { t } = useTranslation('records');
  if (vote.status === 'open') return <Badge color="blue" variant="light">{t('meetingVotes.open')}</Badge>;
  const election = vote.kind === 'election';
  const label = vote.passed ? t(election ? 'meetingVotes.valid' : 'meetingVotes.passed') : t(election ? 'meetingVotes.invalid' : 'meetingVotes.failed');
  return <Badge color={vote.passed ? 'green' : 'red'} variant="light">{label}</Badge>;
}

/** 会议表决: the votes and elections put to a meeting, each with its state and result. */
export function MeetingVotesDrawer({ meeting, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  const votes = useMeetingVotes(meeting.id, opened);
  const rows = votes.data?.rows ?? [];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('meetingVotes.title', { name: meeting.subject })} data-testid="meeting-votes">
      {votes.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : votes.error ? (
        <Text c="red" size="sm">{votes.error.message}</Text>
      ) : rows.length === 0 ? (
        <Stack gap={4} align="center" p="md">
          <Text c="dimmed" size="sm">{t('meetingVotes.empty')}</Text>
          <Text c="dimmed" size="xs">{t('meetingVotes.hint')}</Text>
        </Stack>
      ) : (
        <ScrollArea>
          <Table striped withTableBorder data-testid="meeting-votes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('meetingVotes.matter')}</Table.Th>
                <Table.Th>{t('meetingVotes.kind')}</Table.Th>
                <Table.Th>{t('meetingVotes.period')}</Table.Th>
                <Table.Th ta="right">{t('meetingVotes.ballots')}</Table.Th>
                <Table.Th>{t('meetingVotes.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((v) => (
                <Table.Tr key={v.id} data-testid={`meeting-vote-${v.id}`}>
                  <Table.Td>{v.title}</Table.Td>
                  <Table.Td>{v.kind === 'election' ? t('meetingVotes.election') : `${t('meetingVotes.vote')}（${v.matterName}）`}</Table.Td>
                  <Table.Td>{`${v.startsOn} ~ ${v.endsOn}`}</Table.Td>
                  <Table.Td ta="right">{`${v.ballots} / ${v.totalHeads}`}</Table.Td>
                  <Table.Td><Outcome vote={v} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Drawer>
  );
}
