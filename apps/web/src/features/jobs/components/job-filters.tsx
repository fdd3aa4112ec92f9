import { Button, Group, Paper, Select } from '@mantine/core';
import { JobKind, JobState } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface JobFilterValues {
  kind: JobKind | null;
  state: JobState | null;
}
export const NO_JOB_FILTERS: JobFilterValues = { kind: null, state: null };

/** 类型 and 状态, applied with 查询; 刷新 reads the list again with the applied ones. */
export function JobFilters({ onApply, onRefresh }: { onApply: (filters: JobFilterValues) => void; onRefresh: () => void }) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState<JobFilterValues>(NO_JOB_FILTERS);
  const kinds = JobKind.options.map((value) => ({ value, label: t(`kind.${value}`) }));
  const states = JobState.options.map((value) => ({ value, label: t(`state.${value}`) }));
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm">
        <Select label={t('jobs.kind')} placeholder={t('jobs.allKinds')} data={kinds} value={draft.kind} onChange={(v) => setDraft({ ...draft, kind: v as JobKind | null })} clearable w={160} data-testid="filter-kind" />
        <Select label={t('jobs.state')} placeholder={t('jobs.allStates')} data={states} value={draft.state} onChange={(v) => setDraft({ ...draft, state: v as JobState | null })} clearable w={140} data-testid="filter-state" />
        <Button onClick={() => onApply(draft)} data-testid="filter-apply">
          {t('search')}
        </Button>
        <Button variant="default" onClick={onRefresh} data-testid="jobs-refresh">
          {t('refresh')}
        </Button>
      </Group>
    </Paper>
  );
}
