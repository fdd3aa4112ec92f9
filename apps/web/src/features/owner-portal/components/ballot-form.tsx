import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCastBallot, type OwnerVote } from '../api/votes';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

type Choice = 'agree' | 'disagree' | 'abstain';
const CHOICES: readonly Choice[] = ['agree', 'disagree', 'abstain'];

/** The ballot: 同意/反对/弃权 for a vote, at most `seats` candidates ticked for an election; refusals in the server's words. */
export function BallotForm({ vote, onDone, onCancel }: { vote: OwnerVote; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const cast = useCastBallot();
  const [choice, setChoice] = useState<Choice | null>(vote.ballot?.choice ?? null);
  const [marks, setMarks] = useState<number[]>(vote.ballot?.candidateIds ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const seats = vote.seats ?? 0;
  const election = vote.kind === 'election';
  const send = () => {
    if (!election && !choice) {
      setProblem(t('votes.chooseOne'));
      return;
    }
    setProblem(null);
    cast.mutate(election ? { id: vote.id, candidateIds: marks } : { id: vote.id, choice: choice ?? undefined }, { onSuccess: onDone });
  };
  return (
    <Stack gap="xs" data-testid={`owner-ballot-form-${vote.id}`}>
      {election ? (
        <>
          <Text size="xs" c="dimmed" data-testid={`owner-ballot-chosen-${vote.id}`}>
            {`${t('votes.seats', { seats })} · ${t('votes.chosen', { count: marks.length, seats })}`}
          </Text>
          <Checkbox.Group value={marks.map(String)} onChange={(v) => setMarks(v.map(Number))}>
            <Stack gap={8}>
              {vote.candidates.map((c) => (
                <Checkbox
                  key={c.id}
                  value={String(c.id)}
                  label={c.name}
                  description={c.remark || undefined}
                  // the seats are full: the others cannot be ticked until one is unticked
                  disabled={!marks.includes(c.id) && marks.length >= seats}
                  data-testid={`owner-candidate-${c.id}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      ) : (
        <Radio.Group value={choice} onChange={(v) => setChoice(v as Choice)}>
          <Group gap="lg">
            {CHOICES.map((c) => (
              <Radio key={c} value={c} label={t(`choice.${c}`)} data-testid={`owner-choice-${c}`} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {problem ? (
        <Text size="xs" c="red">
          {problem}
        </Text>
      ) : null}
      {cast.error ? (
        <Alert color="red" p="xs" data-testid={`owner-ballot-error-${vote.id}`}>
          {errorText(cast.error)}
        </Alert>
      ) : null}
      <Group grow>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('votes.cancel')}
          </Button>
        ) : null}
        <Button onClick={send} loading={cast.isPending} data-testid={`owner-ballot-submit-${vote.id}`}>
          {t('votes.save')}
        </Button>
      </Group>
    </Stack>
  );
}
