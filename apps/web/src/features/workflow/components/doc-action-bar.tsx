import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { workflowEndpoints as e, type DocDetail } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import { useUser } from '../../../shared/session';
import { useWorkflowMutation } from '../api/mutation';
import { useReceivers } from '../api/send';
import { docActions, needsOpinion, type ActionKey } from '../lib/doc-actions';

type Asking = 'suspend' | 'terminate' | 'changeFinisher' | null;

/**
 * What this user may do with the document now. Every call answers the document again; a refusal
 * (envelope code 1) is shown here as the server words it, besides the shell's notice.
 */
export function DocActionBar({ doc, onEdit }: { doc: DocDetail; onEdit: () => void }) {
  const { t } = useTranslation('workflow');
  const user = useUser();
  const { task, agreeLabel, actions } = docActions(doc, user?.userId ?? 0);
  const [opinion, setOpinion] = useState('');
  const [reason, setReason] = useState('');
  const [finisher, setFinisher] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const command = useWorkflowMutation(e.command);
  const revoke = useWorkflowMutation(e.revoke);
  const finish = useWorkflowMutation(e.finish);
  const followUp = useWorkflowMutation(e.followUp);
  const change = useWorkflowMutation(e.changeFinisher);
  const staff = useReceivers(asking === 'changeFinisher' ? (user?.company ?? null) : null, doc.kind);
  const busy = command.isPending || revoke.isPending || finish.isPending || followUp.isPending || change.isPending;

  const run = async (work: () => Promise<unknown>, done = t('doc.handled')) => {
    setError(null);
    try {
      await work();
      notifications.show({ color: 'green', message: done, 'data-testid': 'action-done' });
      return true;
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('doc.refused'));
      return false;
    }
  };

  const act = async (key: ActionKey) => {
    if (needsOpinion(key) && (key === 'disagree' || key === 'return') && !opinion.trim()) return setError(t('doc.opinionRequired'));
    switch (key) {
      case 'agree':
      case 'disagree':
      case 'return':
        if (task && (await run(() => command.mutateAsync({ action: key, taskId: task.id, opinion: opinion.trim() || undefined })))) setOpinion('');
        return;
      case 'send':
        await run(() => command.mutateAsync({ action: 'send', id: doc.id }));
        return;
      case 'edit':
        onEdit();
        return;
      case 'revoke':
        if (await confirmDialog({ message: t('doc.confirmRevoke') })) await run(() => revoke.mutateAsync({ id: doc.id }), t('doc.revoked'));
        return;
      case 'finish':
        await run(() => finish.mutateAsync({ id: doc.id }));
        return;
      case 'resume':
        await run(() => command.mutateAsync({ action: 'resume', id: doc.id }));
        return;
      case 'followUp': {
        setError(null);
        try {
          const r = await followUp.mutateAsync({ id: doc.id });
          notifications.show({ color: 'green', message: t('doc.followedUp', { names: r.names.join('、') }), 'data-testid': 'action-done' });
        } catch (err) {
          setError(err instanceof Error ? err.message : t('doc.refused'));
        }
        return;
      }
      case 'suspend':
      case 'terminate':
      case 'changeFinisher':
        setReason('');
        setFinisher(null);
        setAsking(key);
        return;
    }
  };

  const answer = async () => {
    if (asking === 'changeFinisher') {
      if (!finisher) return;
      if (await run(() => change.mutateAsync({ id: doc.id, finisherId: Number(finisher) }))) setAsking(null);
      return;
    }
    if (!asking) return;
    if (!reason.trim()) return setError(t('doc.opinionRequired'));
    if (asking === 'terminate' && !(await confirmDialog({ message: t('doc.confirmTerminate') }))) return;
    if (await run(() => command.mutateAsync({ action: asking, id: doc.id, opinion: reason.trim() }))) setAsking(null);
  };

  if (actions.length === 0 && !error) return null;
  const label = (key: ActionKey) => (key === 'agree' ? t(agreeLabel) : t(`actions.${key}`));
  const color: Partial<Record<ActionKey, string>> = { disagree: 'red', return: 'orange', terminate: 'red', suspend: 'orange', revoke: 'gray' };
  return (
    <Stack gap="xs" data-testid="doc-actions">
      {task && (
        <Textarea
          label={t('doc.myTask', { node: task.nodeName })}
          placeholder={t('doc.opinionPlaceholder')}
          autosize
          minRows={2}
          maxLength={500}
          value={opinion}
          onChange={(ev) => setOpinion(ev.currentTarget.value)}
          data-testid="opinion"
        />
      )}
      <Group gap="xs">
        {actions.map((key) => (
          <Button
            key={key}
            variant={key === 'agree' || key === 'send' ? 'filled' : 'light'}
            color={color[key]}
            loading={busy}
            onClick={() => void act(key)}
            data-testid={`action-${key}`}
          >
            {label(key)}
          </Button>
        ))}
      </Group>
      {error && (
        <Alert color="red" variant="light" data-testid="action-error" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking ? t(`actions.${asking}`) : ''} centered size={420} data-testid="action-modal">
        <Stack gap="sm">
          {asking === 'changeFinisher' ? (
            <Select
              label={t('doc.newFinisher')}
              data={(staff.data ?? []).filter((p) => p.userId !== doc.finisherId).map((p) => ({ value: String(p.userId), label: p.jobName ? `${p.name} · ${p.jobName}` : p.name }))}
              value={finisher}
              onChange={setFinisher}
              searchable
              data-testid="new-finisher"
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <Textarea label={t('doc.reason')} placeholder={t('doc.reasonPlaceholder')} autosize minRows={2} maxLength={500} value={reason} onChange={(ev) => setReason(ev.currentTarget.value)} data-testid="action-reason" />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>{t('actions.cancel')}</Button>
            <Button onClick={() => void answer()} loading={busy} disabled={asking === 'changeFinisher' ? !finisher : !reason.trim()} data-testid="action-confirm">
              {t('actions.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
