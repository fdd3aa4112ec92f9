import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Schedule, ScheduleKind } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useSaveSchedule } from '../api/save-schedule';
import { bodyOf, draftOf, fieldErrors, NEW_SCHEDULE, type ScheduleDraft } from '../schedule-draft';
import { EstateSelect, ItemsPicker } from './pickers';
import { ScheduleRuleFields } from './schedule-rule-fields';

const KINDS: ScheduleKind[] = ['bill_run', 'depreciation'];

/** New or changed 定时任务: what it starts, when (China time), for which estate and items, on or off. */
export function ScheduleForm({ schedule, onClose }: { schedule: Schedule | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const save = useSaveSchedule();
  const [draft, setDraft] = useState<ScheduleDraft>(schedule ? draftOf(schedule) : NEW_SCHEDULE);
  const [errors, setErrors] = useState<Partial<Record<keyof ScheduleDraft, string>>>({});
  const set = (patch: Partial<ScheduleDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // a field changed is no longer the one the server refused
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({ id: schedule?.id ?? null, body: bodyOf(draft) });
      notifications.show({ color: 'green', message: t('schedules.saved') });
      onClose();
    } catch (error) {
      // the app's error catalogue has shown the message; the fields show theirs
      if (error instanceof ApiError) setErrors(fieldErrors(error.details));
      else throw error;
    }
  };

  return (
    <Modal opened onClose={onClose} title={schedule ? t('form.editTitle') : t('form.addTitle')} size="lg" data-testid="schedule-form">
      <Stack gap="sm">
        <Select
          label={t('form.kind')}
          data={KINDS.map((value) => ({ value, label: t(`schedules.kinds.${value}`) }))}
          value={draft.kind}
          onChange={(v) => set({ kind: (v ?? 'bill_run') as ScheduleKind })}
          allowDeselect={false}
          required
          error={errors.kind}
          data-testid="schedule-kind"
        />
        <TextInput label={t('form.title')} value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} maxLength={100} required error={errors.title} data-testid="schedule-title" />
        <ScheduleRuleFields value={draft} onChange={set} errors={errors} />
        {draft.kind === 'bill_run' ? (
          <>
            <EstateSelect value={draft.estateId} onChange={(estateId) => set({ estateId })} error={errors.estateId} />
            <ItemsPicker value={draft.itemIds} onChange={(itemIds) => set({ itemIds })} error={errors.itemIds} />
            <Alert color="blue" variant="light" p="xs">
              {t('form.billRunNote')}
            </Alert>
          </>
        ) : null}
        <Switch label={t('form.enabled')} checked={draft.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} data-testid="schedule-enabled" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="schedule-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
