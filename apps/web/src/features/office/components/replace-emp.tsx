import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../shared/date-field';
import { useEmpWorking, useReplaceEmp } from '../api/follow-up';
import { useStaff } from '../api/people';
import { errorText } from '../../../api/error-text';

/** A datetime-local value ("YYYY-MM-DDTHH:mm", China time) as an ISO instant with the +08:00 offset. */
export const chinaInstant = (local: string) => (local ? `${local}:00+08:00` : '');
const localNow = (addDays = 0) => {
  const d = new Date(Date.now() + addDays * 86_400_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 16);
};

/** 缺席代理 (comp-workflow-replace-emp): what the absent employee still holds, then the substitute for a period. */
export function ReplaceEmp({ companyId, readOnly }: { companyId: number; readOnly: boolean }) {
  const { t } = useTranslation('office');
  const staff = useStaff(companyId);
  const [absentId, setAbsentId] = useState<number | null>(null);
  const [substituteId, setSubstituteId] = useState<number | null>(null);
  const [fromAt, setFromAt] = useState(localNow());
  const [toAt, setToAt] = useState(localNow(7));
  const [reason, setReason] = useState('');
  const [movePending, setMovePending] = useState(true);
  const working = useEmpWorking(companyId, absentId);
  const replace = useReplaceEmp();
  const people = (staff.data ?? []).map((u) => ({ value: String(u.id), label: u.jobName ? `${u.name}（${u.jobName}）` : u.name }));
  const nameOf = (id: number | null) => staff.data?.find((u) => u.id === id)?.name ?? '';
  const submit = () =>
    replace.mutate(
      { absentId: absentId!, substituteId: substituteId!, fromAt: chinaInstant(fromAt), toAt: chinaInstant(toAt), reason, movePending },
      { onSuccess: (r) => notifications.show({ color: 'green', message: t('replace.done', { absent: nameOf(absentId), substitute: nameOf(substituteId), moved: r.moved }) }) },
    );
  return (
    <Stack gap="sm" maw={720} data-testid="replace-emp">
      <Text size="sm" c="dimmed">{t('replace.hint')}</Text>
      <Select label={t('replace.absent')} searchable data={people} value={absentId === null ? null : String(absentId)} onChange={(v) => setAbsentId(v ? Number(v) : null)} data-testid="replace-absent" />
      {absentId !== null && working.data && (
        <Alert color={working.data.working ? 'orange' : 'green'} data-testid="replace-working">
          {working.data.working ? t('replace.working', { tasks: working.data.pendingTasks, slots: working.data.templateSlots }) : t('replace.free')}
          {working.data.replacedBy !== null && ` ${t('replace.replacedBy', { name: nameOf(working.data.replacedBy) })}`}
        </Alert>
      )}
      <Select label={t('replace.substitute')} searchable data={people.filter((p) => p.value !== String(absentId))} value={substituteId === null ? null : String(substituteId)}
        onChange={(v) => setSubstituteId(v ? Number(v) : null)} data-testid="replace-substitute" />
      <Group grow>
        <DateTimeField label={t('replace.from')} value={fromAt} onChange={(v) => setFromAt(v.replace(' ', 'T'))} data-testid="replace-from" />
        <DateTimeField label={t('replace.to')} value={toAt} onChange={(v) => setToAt(v.replace(' ', 'T'))} data-testid="replace-to" />
      </Group>
      <Textarea label={t('replace.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} autosize minRows={2} />
      <Checkbox label={t('replace.movePending')} checked={movePending} onChange={(e) => setMovePending(e.currentTarget.checked)} />
      {replace.error && <Alert color="red" data-testid="replace-error">{errorText(replace.error)}</Alert>}
      <Group justify="flex-end">
        <Button disabled={readOnly || absentId === null || substituteId === null || !fromAt || !toAt} loading={replace.isPending} onClick={submit} data-testid="replace-submit">{t('replace.submit')}</Button>
      </Group>
    </Stack>
  );
}
