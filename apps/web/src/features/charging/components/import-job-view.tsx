import { Alert, List, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { ImportResult } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

/** A running import: its phase (读取 / 校验 / 写入) and rows processed of the total. */
export function ImportJobProgress({ job }: { job: ImportResult }) {
  const { t } = useTranslation('charging');
  const phase = t(`importPhases.${job.phase}`);
  const reading = job.total === 0;
  const percent = reading ? 100 : Math.min(100, Math.round((job.processed / job.total) * 100));
  return (
    <Stack gap={4} data-testid="import-progress" data-phase={job.phase}>
      <Text size="sm">{reading ? phase : t('importProgress', { phase, processed: job.processed, total: job.total })}</Text>
      <Progress value={percent} striped={reading} animated={reading} aria-label={phase} />
    </Stack>
  );
}

/** A refused file: the message and every row's error (nothing written). */
export function ImportErrors({ msg, details }: { msg: string; details: string[] }) {
  return (
    <Alert color="red" title={msg} data-testid="import-error">
      <ScrollArea.Autosize mah={240}>
        <List size="sm">
          {details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
