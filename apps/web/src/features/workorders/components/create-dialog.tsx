import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../shared/date-field';
import { useCreateWorkOrder, useTeams, type CreateInput } from '../api/workorders';
import { errorText } from '../../../api/error-text';
import { HouseSelect, type PickedHouse } from './house-select';

const KINDS = ['repair', 'complaint', 'paid_service'] as const;
const PRIORITIES = ['urgent', 'normal', 'appointment'] as const;
type Kind = (typeof KINDS)[number];
type Priority = (typeof PRIORITIES)[number];

/** China wall time "YYYY-MM-DD HH:mm" as an ISO instant with its +08:00 offset. */
const chinaIso = (wall: string) => `${wall.replace(' ', 'T')}:00+08:00`;

/** 新建工单: kind, priority (预约 with its time), house, content, reporter and phone, 指派 (to a person) or 抢单, team. */
export function CreateDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation('workorders');
  const teams = useTeams();
  const create = useCreateWorkOrder();
  const [kind, setKind] = useState<Kind>('repair');
  const [priority, setPriority] = useState<Priority>('normal');
  const [appointment, setAppointment] = useState('');
  const [house, setHouse] = useState<PickedHouse | null>(null);
  const [content, setContent] = useState('');
  const [reporter, setReporter] = useState('');
  const [phone, setPhone] = useState('');
  const [mode, setMode] = useState<'assign' | 'grab'>('assign');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [staffId, setStaffId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const team = (teams.data ?? []).find((tm) => String(tm.id) === teamId);
  const submit = async () => {
    setFailure(null);
    const input: CreateInput = {
      kind,
      priority,
      content,
      mode,
      ...(house ? { houseId: house.id } : {}),
      ...(reporter.trim() ? { reporter: reporter.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(team ? { teamId: team.id } : {}),
      ...(mode === 'assign' && staffId ? { staffId: Number(staffId) } : {}),
      ...(priority === 'appointment' && appointment ? { appointmentAt: chinaIso(appointment) } : {}),
    };
    try {
      const order = await create.mutateAsync(input);
      onCreated(order.id);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('create.title')} size="lg" data-testid="wo-create-dialog">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <Select label={t('filter.kind')} data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} value={kind} onChange={(v) => setKind(KINDS.find((k) => k === v) ?? 'repair')} allowDeselect={false} data-testid="wo-create-kind" />
          <Select label={t('fields.priority')} data={PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))} value={priority} onChange={(v) => setPriority(PRIORITIES.find((p) => p === v) ?? 'normal')} allowDeselect={false} data-testid="wo-create-priority" />
          <HouseSelect value={house} onChange={setHouse} />
          {priority === 'appointment' ? <DateTimeField label={t('fields.appointmentAt')} value={appointment} onChange={setAppointment} data-testid="wo-create-appointment" /> : <div />}
          <TextInput label={t('fields.reporter')} value={reporter} onChange={(e) => setReporter(e.currentTarget.value)} data-testid="wo-create-reporter" />
          <TextInput label={t('fields.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} data-testid="wo-create-phone" />
        </SimpleGrid>
        <Textarea label={t('fields.content')} required value={content} onChange={(e) => setContent(e.currentTarget.value)} autosize minRows={3} data-testid="wo-create-content" />
        <SegmentedControl value={mode} onChange={(v) => setMode(v === 'grab' ? 'grab' : 'assign')} data={[{ value: 'assign', label: t('create.assign') }, { value: 'grab', label: t('create.grab') }]} data-testid="wo-create-mode" />
        <SimpleGrid cols={2} spacing="sm">
          <Select label={t('assign.team')} data={(teams.data ?? []).map((tm) => ({ value: String(tm.id), label: tm.name }))} value={teamId} onChange={(v) => { setTeamId(v); setStaffId(null); }} clearable data-testid="wo-create-team" />
          {mode === 'assign' ? (
            <Select
              label={t('assign.member')}
              data={(team?.members ?? []).map((m) => ({ value: String(m.id), label: `${m.name}（${t('assign.open', { count: m.openOrders })}）` }))}
              value={staffId}
              onChange={setStaffId}
              disabled={!team}
              clearable
              data-testid="wo-create-staff"
            />
          ) : null}
        </SimpleGrid>
        {failure ? <Alert color="red" data-testid="wo-dialog-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={create.isPending} onClick={() => void submit()} data-testid="wo-create-submit">{t('create.submit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
