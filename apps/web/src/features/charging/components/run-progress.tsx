import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRun } from '../api/get-run';
import { chargingKeys } from '../api/keys';
import { amountText } from '../format';
import type { Run } from '../types';
import { errorText } from '../../../api/error-text';

/** A started run: its progress polled until done (then created, skipped, amount) or failed (the reason). */
export function RunProgress({ first, onFinished }: { first: Run; onFinished?: (run: Run) => void }) {
  const { t } = useTranslation('charging');
  const client = useQueryClient();
  const poll = useRun(first.state === 'running' ? first.id : undefined);
  const run = poll.data ?? first;
  const announced = useRef(false);

  useEffect(() => {
    if (run.state === 'running' || announced.current) return;
    announced.current = true;
    void client.invalidateQueries({ queryKey: chargingKeys.area('lines') });
    void client.invalidateQueries({ queryKey: chargingKeys.area('runs') });
    onFinished?.(run);
  }, [run, client, onFinished]);

  if (run.state === 'failed') return <Alert color="red" title={t('runFailed')} data-testid="run-failed">{run.error ?? ''}</Alert>;
  if (run.state === 'cancelled') return <Alert color="gray" title={t('runStates.cancelled')} data-testid="run-cancelled">{t('runCancelledNote')}</Alert>;
  if (run.state === 'done') {
    return (
      <Alert color="green" title={t('runDone')} data-testid="run-done">
        {t('runSummary', { created: run.linesCreated, skipped: run.linesSkipped, amount: amountText(run.amount) })}
      </Alert>
    );
  }
  const percent = run.total > 0 ? Math.min(100, Math.round((run.done / run.total) * 100)) : 0;
  return (
    <Stack gap={4} data-testid="run-progress">
      <Text size="sm">{run.total > 0 ? t('runProgress', { done: run.done, total: run.total }) : t('runStarting')}</Text>
      <Progress value={run.total > 0 ? percent : 100} striped={run.total === 0} animated aria-label={t('runProgressLabel')} />
      {poll.error ? <Text size="sm" c="red">{errorText(poll.error)}</Text> : null}
    </Stack>
  );
}
