import { Alert, Box, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES } from '../../../shared/config';
import { DraggableModal } from '../../../shared/draggable-modal';
import { getUser } from '../../../shared/session';
import { changePassword } from '../api/change-password';
import { canSavePasswordForm, checkPasswordForm } from '../password-rules';
import { PASSWORD_HINT } from '@pm/domain';

export interface ChangePasswordModalProps {
  opened: boolean;
  /** false while the password was never changed: the modal is forced open. */
  closable: boolean;
  onClose: () => void;
  /** After 修改成功！ the user is signed out and sent to the login page. */
  onChanged: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" w={64} ta="right" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Box style={{ flex: 1 }}>{children}</Box>
    </Group>
  );
}

/** 密码修改 (370x310): the spec's rules in order, Enter saves, save enabled when all four fields are filled. */
export function ChangePasswordModal({ opened, closable, onClose, onChanged }: ChangePasswordModalProps) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [old, setOld] = useState('');
  const [pwd, setPwd] = useState('');
  const [pwd2, setPwd2] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setUsername(getUser()?.accountName ?? '');
    setOld('');
    setPwd('');
    setPwd2('');
    setProblem(null);
  }, [opened]);

  const filled = canSavePasswordForm({ username, old, pwd, pwd2 });

  async function save() {
    if (busy) return;
    const check = checkPasswordForm({ username, old, pwd, pwd2 });
    if (check) {
      setProblem(check.message);
      if (check.clearUsername) setUsername('');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await changePassword({ username, old, pwd, pwd2 });
      notifications.show({ color: 'green', message: t('password.changed') });
      onChanged();
    } catch {
      // The error catalogue shows the server's message; the save simply stops (spec 8).
    } finally {
      setBusy(false);
    }
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    }
  };

  return (
    <DraggableModal
      opened={opened}
      onClose={onClose}
      closable={closable}
      title={t('password.title')}
      w={MODAL_SIZES.changePassword.w}
      h={MODAL_SIZES.changePassword.h}
      testId="change-password-modal"
      zIndex={400}
    >
      <Stack gap={8} onKeyDown={onKey}>
        <Row label={t('password.username')}>
          <TextInput size="xs" value={username} onChange={(e) => setUsername(e.currentTarget.value)} name="username" aria-label={t('password.username')} />
        </Row>
        <Row label={t('password.old')}>
          <PasswordInput size="xs" value={old} onChange={(e) => setOld(e.currentTarget.value)} name="old" aria-label={t('password.old')} />
        </Row>
        <Row label={t('password.new')}>
          <PasswordInput size="xs" value={pwd} onChange={(e) => setPwd(e.currentTarget.value)} name="pwd" aria-label={t('password.new')} />
        </Row>
        <Row label={t('password.confirm')}>
          <PasswordInput size="xs" value={pwd2} onChange={(e) => setPwd2(e.currentTarget.value)} name="pwd2" aria-label={t('password.confirm')} />
        </Row>
        <Text size="xs" c="dimmed" pl={70}>
          {t('password.hint', { defaultValue: PASSWORD_HINT })}
        </Text>
        {problem && (
          <Alert color="red" variant="light" py={2} px={8} role="alert" styles={{ message: { fontSize: 12 } }}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {closable && (
            <Button size="xs" variant="default" onClick={onClose}>
              {t('password.cancel')}
            </Button>
          )}
          <Button size="xs" onClick={() => void save()} disabled={!filled} loading={busy}>
            {t('password.save')}
          </Button>
        </Group>
      </Stack>
    </DraggableModal>
  );
}
