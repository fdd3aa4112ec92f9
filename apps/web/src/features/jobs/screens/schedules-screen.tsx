import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Schedule } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { deleteConfirm } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedules } from '../api/list-schedules';
import { ScheduleForm } from '../components/schedule-form';
import { SchedulesTable } from '../components/schedules-table';

/** 定时任务: the company's schedules (每月计费, 月末折旧), added, changed and deleted here. */
export default function SchedulesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('jobs');
  const schedules = useSchedules();
  const remove = useDeleteSchedule();
  // undefined: no form; null: a new schedule
  const [editing, setEditing] = useState<Schedule | null | undefined>(undefined);

  const askDelete = async (schedule: Schedule) => {
    if (!(await deleteConfirm(t('schedules.deleteConfirm', { title: schedule.title })))) return;
    try {
      await remove.mutateAsync(schedule.id);
      notifications.show({ color: 'green', message: t('schedules.deleted') });
    } catch (error) {
      // the app's error catalogue has shown the refusal
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="schedules-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('menu.schedules')}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => void schedules.refetch()} data-testid="schedules-refresh">
            {t('refresh')}
          </Button>
          {!readOnly ? (
            <Button onClick={() => setEditing(null)} data-testid="schedule-add">
              {t('schedules.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SchedulesTable
        rows={schedules.data ?? []}
        loading={schedules.isPending}
        error={schedules.error?.message}
        onEdit={readOnly ? undefined : setEditing}
        onDelete={readOnly ? undefined : (s) => void askDelete(s)}
      />
      {editing !== undefined ? <ScheduleForm schedule={editing} onClose={() => setEditing(undefined)} /> : null}
    </Stack>
  );
}
