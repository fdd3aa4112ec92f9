import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { OwnerVote } from '../api/votes';
import { BallotForm } from './ballot-form';
import { SIGNED_IN_NS } from '../i18n-ns';

/** One open vote or election: what it decides, the period, the voter (houses, area), the standing ballot and 投票 / 修改. */
export function VoteCard({ vote: v }: { vote: OwnerVote }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [editing, setEditing] = useState(false);
  const election = v.kind === 'election';
  return (
    <Paper withBorder radius="md" p="md" data-testid={`owner-vote-${v.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" style={{ flex: 1, minWidth: 0 }}>
            {v.title}
          </Text>
          <Badge variant="light" color={election ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
            {t(election ? 'votes.election' : 'votes.vote')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {v.estateName}
        </Text>
        {election ? null : (
          <Text size="sm" data-testid={`owner-vote-matter-${v.id}`}>{`${v.matterClass}. ${t(`matter.${v.matterClass}`)}`}</Text>
        )}
        {v.description ? (
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }}>
            {v.description}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('votes.period', { from: v.startsOn, to: v.endsOn })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('votes.voter', { names: v.voter.names })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('votes.houses', { houses: v.voter.houses, area: v.voter.area })}
        </Text>
        <Divider />
        {v.ballot && !editing ? <StandingBallot vote={v} /> : null}
        {editing || (!v.ballot && v.changeable) ? (
          <BallotForm vote={v} onDone={() => setEditing(false)} onCancel={v.ballot ? () => setEditing(false) : undefined} />
        ) : null}
        {v.ballot && v.changeable && !editing ? (
          <Button variant="light" size="xs" onClick={() => setEditing(true)} data-testid={`owner-vote-change-${v.id}`}>
            {t('votes.change')}
          </Button>
        ) : null}
        {!v.ballot && !v.changeable ? (
          <Text size="sm" c="dimmed">
            {t('votes.closed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function StandingBallot({ vote: v }: { vote: OwnerVote }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const ballot = v.ballot;
  if (!ballot) return null;
  const names = (ballot.candidateIds ?? []).map((id) => v.candidates.find((c) => c.id === id)?.name ?? String(id));
  return (
    <Stack gap={2} data-testid={`owner-vote-ballot-${v.id}`}>
      <Text size="sm" fw={600} c="teal.8">
        {v.kind === 'election'
          ? names.length > 0
            ? t('votes.myCandidates', { names: names.join('、') })
            : t('votes.noCandidates')
          : t('votes.myBallot', { choice: ballot.choice ? t(`choice.${ballot.choice}`) : '' })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('votes.recordedAt', { time: chinaDateTime(ballot.recordedAt) })}
      </Text>
      {ballot.source === 'paper' ? (
        <>
          <Badge variant="outline" color="gray" data-testid={`owner-vote-paper-${v.id}`}>
            {t('votes.paper')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('votes.paperHint')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
