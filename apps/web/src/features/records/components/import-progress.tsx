import { Alert, List, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import type { ImportResult } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

const PHASE_KEY = { read: 'importPhaseRead', validate: 'importPhaseValidate', write: 'importPhaseWrite', done: 'importPhaseWrite' } as const;

/** A running job: the phase (读取 / 校验 / 写入) and rows processed / total. */
export function ImportJobProgress({ job }: { job: ImportResult }) {
  const { t } = useTranslation('records');
  const phase = t(PHASE_KEY[job.phase]);
  const reading = job.total === 0;
  const percent = reading ? 100 : Math.min(100, Math.round((job.processed / job.total) * 100));
  return (
    <Stack gap={4} data-testid="import-progress" data-phase={job.phase}>
      <Text size="sm">
        {reading ? t('importReading', { phase }) : t('importProgress', { phase, processed: job.processed, total: job.total })}
      </Text>
      <Progress value={percent} striped={reading} animated={reading} aria-label={phase} />
    </Stack>
  );
}

/** A finished job: the counts. */
export function ImportJobSummary({ job }: { job: ImportResult }) {
  const { t } = useTranslation('records');
  return (
    <Alert color="green" title={t('importDone', { count: job.imported })} data-testid="import-result">
      {t('importSummary', { created: job.created, updated: job.updated, unchanged: job.unchanged })}
    </Alert>
  );
}

/** A refused file: '导入失败！' and the row errors. */
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
