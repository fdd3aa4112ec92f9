import { Alert, Center, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OpeningImport } from '@pm/contracts';
import { useEffect, useRef } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { CommitForm } from './commit-form';
import { errorText } from '../../../../api/error-text';
import { openingKeys, useOpening } from './opening-api';
import { isMoving, percentDone } from './opening-logic';
import { OpeningDone, OpeningUndone } from './opening-result';
import { OpeningPreview } from './opening-preview';
import { OpeningStateBadge } from './state-badge';

/** 导入中 / 撤销中: the job's lines done of all. */
function MovingProgress({ row }: { row: OpeningImport }) {
  const { t } = useOpeningTranslation();
  const done = row.job?.done ?? 0;
  const total = row.job?.total ?? 0;
  const key = row.state === 'undoing' ? 'opening.undoing' : 'opening.committing';
  return (
    <Stack gap={4} data-testid="opening-progress">
      <Text size="sm">{total > 0 ? t(key, { done, total }) : t('opening.starting')}</Text>
      <Progress value={total > 0 ? percentDone(done, total) : 100} striped animated />
    </Stack>
  );
}

/**
 * One import by its state: the preview and 确认导入, the progress, the result, or what became of it.
 * `reveal`: scrolled into view once shown (a check just passed: the preview is below the check card).
 */
export function OpeningDetail({ id, readOnly, reveal = false }: { id: number; readOnly: boolean; reveal?: boolean }) {
  const { t } = useOpeningTranslation();
  const client = useQueryClient();
  const query = useOpening(id);
  const row = query.data;
  const lastState = useRef(row?.state);
  const box = useRef<HTMLDivElement>(null);
  const loaded = row !== undefined;

  useEffect(() => {
    if (reveal && loaded) box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [reveal, loaded]);

  // A job moved the import on (导入中 → 已导入): the list's badge follows.
  useEffect(() => {
    if (!row) return;
    if (lastState.current !== undefined && lastState.current !== row.state)
      void client.invalidateQueries({ queryKey: openingKeys.list() });
    lastState.current = row.state;
  }, [row, client]);

  if (query.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!row)
    return (
      <Alert color="red" data-testid="opening-load-error">
        {errorText(query.error)}
      </Alert>
    );

  return (
    <Paper ref={box} withBorder p="sm" data-testid="opening-detail" data-opening-id={row.id} data-state={row.state}>
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={500} data-testid="opening-file-name">
            {row.fileName}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`opening.sources.${row.source}`)}
          </Text>
          <OpeningStateBadge state={row.state} />
        </Group>
        {row.error && !isMoving(row.state) ? (
          <Alert color="red" title={t('opening.failed')} data-testid="opening-error">
            {row.error}
          </Alert>
        ) : null}
        {row.state === 'discarded' ? (
          <Text size="sm" data-testid="opening-counts">
            {t('opening.counts', { arrears: row.arrearsRows, accounts: row.accountRows, deposits: row.depositRows })}
          </Text>
        ) : (
          <OpeningPreview row={row} />
        )}
        {row.state === 'checked' ? <CommitForm key={row.id} id={row.id} readOnly={readOnly} /> : null}
        {isMoving(row.state) ? <MovingProgress row={row} /> : null}
        {row.state === 'done' ? <OpeningDone key={row.id} row={row} readOnly={readOnly} /> : null}
        {row.state === 'undone' ? <OpeningUndone row={row} /> : null}
      </Stack>
    </Paper>
  );
}
