import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransitionLines, type TransitionAll } from '../api/transition-lines';
import { errorText } from '../../../api/error-text';

export type LineTab = 'pending_calc' | 'pending_audit' | 'audited' | 'released' | 'paid';
type Action = 'submit' | 'approve' | 'reject' | 'unapprove' | 'release';

/** The actions a state's lines can take (the domain's transition table). */
export const ACTIONS: Record<LineTab, Action[]> = {
  pending_calc: ['submit'],
  pending_audit: ['approve', 'reject'],
  audited: ['unapprove', 'release'],
  released: [],
  paid: [],
};

interface Props {
  tab: LineTab;
  selected: number[];
  /** The list's filters: 按条件全部 moves every line of the query in this state. */
  query: Omit<TransitionAll, 'action' | 'note'>;
  total: number;
  onDone: () => void;
}

type Pending = { action: Action; all: boolean } | null;

/** Bulk 提交 / 审核 / 退回 / 反审核 / 发布 of the selected lines (or all of the query), confirmed first; all or none. */
export function AuditActions({ tab, selected, query, total, onDone }: Props) {
  const { t } = useTranslation('charging');
  const move = useTransitionLines();
  const [pending, setPending] = useState<Pending>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setRefusal(null);
    const trimmed = note.trim();
    try {
      const result = await move.mutateAsync(
        pending.all
          ? { kind: 'all', input: { ...query, status: tab, action: pending.action, ...(trimmed ? { note: trimmed } : {}) } }
          : { kind: 'ids', input: { ids: selected, action: pending.action, ...(trimmed ? { note: trimmed } : {}) } },
      );
      notifications.show({ color: 'green', message: t('moved', { count: result.moved, status: t(`status.${result.status}`) }) });
      onDone();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setPending(null);
      setNote('');
    }
  };

  const actions = ACTIONS[tab];
  if (actions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap="xs" data-testid="audit-actions">
        {actions.map((a) => (
          <Group key={a} gap={4}>
            <Button size="xs" disabled={selected.length === 0} onClick={() => setPending({ action: a, all: false })} data-testid={`action-${a}`}>{t(`actions.${a}`)}</Button>
            <Button size="xs" variant="light" disabled={total === 0} onClick={() => setPending({ action: a, all: true })} data-testid={`action-${a}-all`}>{t('actionAll', { action: t(`actions.${a}`) })}</Button>
          </Group>
        ))}
      </Group>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="action-error">{refusal}</Alert> : null}
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('confirmTitle')} data-testid="action-confirm">
        <Stack gap="sm">
          <Text size="sm">
            {pending ? t('confirmAction', { action: t(`actions.${pending.action}`), count: pending.all ? total : selected.length }) : ''}
          </Text>
          <TextInput label={t('note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>{t('cancel')}</Button>
            <Button loading={move.isPending} onClick={() => void confirm()} data-testid="action-confirm-ok">{t('confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
