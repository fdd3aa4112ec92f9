import { Alert, Badge, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeams, type StepCall } from '../api/workorders';
import { errorText } from '../../../api/error-text';

/** The team as a whole (its pool or its 班长 decides) rather than one member. */
const WHOLE_TEAM = 'team';

/**
 * 派单 / 转派: a team, then one of its members (with the open orders each already holds) or the team as a whole;
 * 转派 also asks why. Errors stay in the dialog; the caller closes it.
 */
export function AssignDialog({ mode, teamId, onSubmit, onClose }: { mode: 'assign' | 'transfer'; teamId: number | null; onSubmit: (call: StepCall) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('workorders');
  const teams = useTeams();
  const [chosenTeam, setChosenTeam] = useState<string | null>(teamId !== null ? String(teamId) : null);
  const [who, setWho] = useState<string>('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const team = (teams.data ?? []).find((tm) => String(tm.id) === (chosenTeam ?? String(teams.data?.[0]?.id ?? '')));
  const submit = async () => {
    if (!team || !who) return setFailure(t('assign.pick'));
    const target = who === WHOLE_TEAM ? { teamId: team.id } : { staffId: Number(who), teamId: team.id };
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(mode === 'assign' ? { action: 'assign', body: target } : { action: 'transfer', body: { ...target, reason } });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`actions.${mode}`)} size="md" data-testid="wo-assign-dialog">
      <Stack gap="sm">
        <Select
          label={t('assign.team')}
          data={(teams.data ?? []).map((tm) => ({ value: String(tm.id), label: tm.name }))}
          value={team ? String(team.id) : null}
          onChange={(v) => { setChosenTeam(v); setWho(''); }}
          allowDeselect={false}
          data-testid="wo-assign-team"
        />
        {team ? (
          <Radio.Group value={who} onChange={setWho} label={t('assign.member')}>
            <Stack gap={6} mt={4}>
              {team.members.map((m) => (
                <Radio
                  key={m.id}
                  value={String(m.id)}
                  data-testid={`wo-assign-member-${m.id}`}
                  label={
                    <Group gap={6}>
                      <Text size="sm">{m.name}</Text>
                      {m.id === team.leaderId ? <Badge size="xs" variant="light">{t('assign.leader')}</Badge> : null}
                      <Text size="xs" c="dimmed">{t('assign.open', { count: m.openOrders })}</Text>
                    </Group>
                  }
                />
              ))}
              <Radio value={WHOLE_TEAM} label={t('assign.wholeTeam')} data-testid="wo-assign-whole-team" />
            </Stack>
          </Radio.Group>
        ) : teams.isPending ? null : (
          <Text size="sm" c="dimmed">{t('assign.noTeams')}</Text>
        )}
        {mode === 'transfer' ? <Textarea label={t('fields.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required autosize minRows={2} data-testid="wo-assign-reason" /> : null}
        {failure ? <Alert color="red" data-testid="wo-dialog-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={busy} onClick={() => void submit()} data-testid="wo-assign-submit">{t('confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
