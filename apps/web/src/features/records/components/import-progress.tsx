import { Alert } from '@mantine/core';
import type { ImportResult } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { ImportProgress } from '../../../shared/import-progress';

export { ImportErrors } from '../../../shared/import-progress';

const PHASE_KEY = { read: 'importPhaseRead', validate: 'importPhaseValidate', write: 'importPhaseWrite', done: 'importPhaseWrite' } as const;

/** A running job: the phase (读取 / 校验 / 写入) and rows processed / total. */
export function ImportJobProgress({ job }: { job: ImportResult }) {
  const { t } = useTranslation('records');
  const phase = t(PHASE_KEY[job.phase]);
  return <ImportProgress job={job} phase={phase} readingText={t('importReading', { phase })} progressText={t('importProgress', { phase, processed: job.processed, total: job.total })} />;
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
