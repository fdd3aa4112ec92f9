import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { Reading } from '../types';

const STATE_COLOR = { W: 'yellow', C: 'green', F: 'red' } as const;

/** The sheet's meters as big touch targets: house, meter, 上期读数, and this period's reading when entered. */
export function MeterCards({ rows, onPick }: { rows: readonly Reading[]; onPick: (row: Reading) => void }) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="xs" data-testid="m-reading-list">
      {rows.map((r) => (
        <UnstyledButton key={r.meterId} onClick={() => onPick(r)} data-testid={`m-meter-${r.meterId}`} data-read={r.readingId !== null || undefined}>
          <Paper withBorder radius="md" p="sm" mih={72}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="lg" truncate data-testid="m-meter-house">
                {r.houseCode ?? t('publicMeter')}
              </Text>
              {r.state ? <Badge color={STATE_COLOR[r.state]} style={{ flexShrink: 0 }}>{t(`readingStates.${r.state}`)}</Badge> : <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>{t('readingStates.none')}</Badge>}
            </Group>
            <Stack gap={2} mt={2}>
              <Text size="sm" c="dimmed" truncate>
                {[r.houseName, r.meterCode, r.kindName].filter(Boolean).join(' · ')}
              </Text>
              <Group gap="lg">
                <Text size="sm">
                  {t('previous')} <b>{amountText(r.previous)}</b>
                </Text>
                {r.current !== null ? (
                  <Text size="sm">
                    {t('current')} <b>{amountText(r.current)}</b>
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
