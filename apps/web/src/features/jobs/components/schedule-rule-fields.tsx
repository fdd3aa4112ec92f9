import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { ScheduleDraft } from '../schedule-draft';

type RuleDraft = Pick<ScheduleDraft, 'frequency' | 'day' | 'time'>;
type Errors = Partial<Record<keyof ScheduleDraft, string>>;

/** 频率 (每月/每天), 日期 (1-28 or 月末, monthly only) and 时间 (HH:mm, China time). */
export function ScheduleRuleFields({ value, onChange, errors }: { value: RuleDraft; onChange: (patch: Partial<RuleDraft>) => void; errors: Errors }) {
  const { t } = useTranslation('jobs');
  const days = [
    ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: t('form.dayOption', { day: i + 1 }) })),
    { value: '0', label: t('form.monthEnd') },
  ];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('form.frequency')}
      </Text>
      <SegmentedControl
        value={value.frequency}
        onChange={(v) => onChange({ frequency: v as RuleDraft['frequency'] })}
        data={[
          { value: 'monthly', label: t('form.monthly') },
          { value: 'daily', label: t('form.daily') },
        ]}
        data-testid="schedule-frequency"
      />
      {errors.frequency ? (
        <Text size="xs" c="red">
          {errors.frequency}
        </Text>
      ) : null}
      <Group grow align="flex-start" mt="xs">
        {value.frequency === 'monthly' ? (
          <Select label={t('form.day')} data={days} value={String(value.day)} onChange={(v) => onChange({ day: Number(v ?? 1) })} allowDeselect={false} required error={errors.day} data-testid="schedule-day" />
        ) : null}
        {/* 24-hour fields whatever the browser's language (a native time input may show AM/PM) */}
        <TimePicker
          label={t('form.time')}
          format="24h"
          value={value.time}
          onChange={(time) => onChange({ time })}
          hoursInputLabel={t('form.hours')}
          minutesInputLabel={t('form.minutes')}
          hoursInputProps={{ 'data-testid': 'schedule-time-hours' }}
          minutesInputProps={{ 'data-testid': 'schedule-time-minutes' }}
          required
          error={errors.time}
          data-testid="schedule-time"
        />
      </Group>
    </Stack>
  );
}
