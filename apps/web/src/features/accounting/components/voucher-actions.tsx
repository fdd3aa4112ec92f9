import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Voucher, VoucherAllowed } from '@pm/contracts';
import { MAKER_AUDIT_MESSAGE } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, deleteConfirm } from '../../../shared/dialogs';
import { useUser } from '../../../shared/session';
import { useAuditVoucher } from '../api/audit-voucher';
import { useDeleteVoucher } from '../api/delete-voucher';
import { usePostVoucher } from '../api/post-voucher';
import { useReturnVoucher } from '../api/return-voucher';
import { useReverseVoucher } from '../api/reverse-voucher';
import { useSubmitVoucher } from '../api/submit-voucher';
import { useUnauditVoucher } from '../api/unaudit-voucher';
import { errorText } from '../../../api/error-text';
import { ReasonDialog } from './reason-dialog';
import { voucherLabelText } from './voucher-label';

export type ActionMode = 'entry' | 'audit' | 'post';
type Action = keyof VoucherAllowed;

/** The lifecycle actions each screen offers (edit is the entry screen's, through onEdit). */
export const MODE_ACTIONS: Record<ActionMode, Action[]> = {
  entry: ['submit', 'delete'],
  audit: ['audit', 'return', 'unaudit'],
  post: ['post', 'reverse'],
};

/** The actions shown for a voucher on a screen: the mode's, where the server allows them for this user. */
export function shownActions(mode: ActionMode, allowed: VoucherAllowed): Action[] {
  return MODE_ACTIONS[mode].filter((a) => allowed[a]);
}

interface Props {
  voucher: Voucher;
  mode: ActionMode;
  readOnly?: boolean;
  onEdit?: (id: number) => void;
  /** After a successful action; `reversal` is the red voucher 冲销 made. */
  onDone?: (action: Action, result: Voucher | null) => void;
}

/** The buttons of one voucher's state (审核, 退回 with a reason, 反审核, 登账, 冲销 confirmed, 提交, 删除); a refusal shows the server's message. */
export function VoucherActions({ voucher, mode, readOnly = false, onEdit, onDone }: Props) {
  const { t } = useTranslation('accounting');
  const submit = useSubmitVoucher();
  const audit = useAuditVoucher();
  const back = useReturnVoucher();
  const unaudit = useUnauditVoucher();
  const post = usePostVoucher();
  const reverse = useReverseVoucher();
  const remove = useDeleteVoucher();
  const user = useUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const busy = submit.isPending || audit.isPending || back.isPending || unaudit.isPending || post.isPending || reverse.isPending || remove.isPending;
  if (readOnly) return null;

  const run = async (action: Action, call: () => Promise<Voucher | null>, done: string) => {
    setRefusal(null);
    try {
      const result = await call();
      notifications.show({ color: 'green', message: done });
      onDone?.(action, result);
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const id = voucher.id;
  const label = voucherLabelText(t, voucher);
  const handlers: Record<Action, () => Promise<void>> = {
    save: async () => onEdit?.(id),
    submit: () => run('submit', () => submit.mutateAsync({ id }), t('vouchers.done.submit', { label })),
    audit: () => run('audit', () => audit.mutateAsync({ id }), t('vouchers.done.audit', { label })),
    return: async () => setReturning(true),
    unaudit: () => run('unaudit', () => unaudit.mutateAsync({ id }), t('vouchers.done.unaudit', { label })),
    post: () => run('post', () => post.mutateAsync({ id }), t('vouchers.done.post', { label })),
    reverse: async () => {
      if (!(await confirmDialog({ title: t('vouchers.actions.reverse'), message: t('vouchers.reverseConfirm', { label }) }))) return;
      await run('reverse', () => reverse.mutateAsync({ id }), t('vouchers.done.reverse', { label }));
    },
    delete: async () => {
      if (!(await deleteConfirm())) return;
      await run('delete', async () => { await remove.mutateAsync({ id }); return null; }, t('vouchers.done.delete', { label }));
    },
  };
  const actions = shownActions(mode, voucher.allowed);
  const editable = mode === 'entry' && voucher.allowed.save && onEdit;
  // The server offers no 审核 to the maker (A5): say why rather than show nothing.
  const ownVoucher = mode === 'audit' && voucher.status === 2 && !voucher.allowed.audit && user !== null && voucher.makerId === user.userId;
  return (
    <Stack gap={6}>
      <Group gap="xs" data-testid="voucher-actions">
        {editable ? <Button size="xs" variant="light" onClick={() => onEdit(id)} data-testid="action-edit">{t('vouchers.actions.edit')}</Button> : null}
        {actions.map((a) => (
          <Button key={a} size="xs" color={a === 'delete' || a === 'reverse' || a === 'return' ? 'red' : undefined} variant={a === 'delete' ? 'light' : 'filled'} disabled={busy} onClick={() => void handlers[a]()} data-testid={`action-${a}`}>
            {t(`vouchers.actions.${a}`)}
          </Button>
        ))}
      </Group>
      {ownVoucher ? <Text size="sm" c="orange" data-testid="own-voucher">{MAKER_AUDIT_MESSAGE}</Text> : null}
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="action-error">{refusal}</Alert> : null}
      <ReasonDialog
        opened={returning}
        title={t('vouchers.actions.return')}
        busy={back.isPending}
        onCancel={() => setReturning(false)}
        onConfirm={(reason) => {
          setReturning(false);
          void run('return', () => back.mutateAsync({ id, reason }), t('vouchers.done.return', { label }));
        }}
      />
    </Stack>
  );
}
