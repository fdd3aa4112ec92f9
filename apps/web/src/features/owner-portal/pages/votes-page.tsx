import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVotes } from '../api/votes';
import { VoteCard } from '../components/vote-card';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/votes (投票): the open votes and elections the owner votes in, as 业主 on file. */
export function VotesPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const votes = useVotes();
  if (votes.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!votes.data) return <Alert color="red">{errorText(votes.error)}</Alert>;
  return (
    <Stack gap="sm" data-testid="owner-votes">
      <Title order={5}>{t('votes.title')}</Title>
      {votes.data.length === 0 ? (
        <Stack align="center" gap={4} py={40} data-testid="owner-votes-none">
          <Text fw={600}>{t('votes.none')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('votes.noneHint')}
          </Text>
        </Stack>
      ) : null}
      {votes.data.map((v) => (
        <VoteCard key={v.id} vote={v} />
      ))}
    </Stack>
  );
}
