import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { softphone } from '../phone/use-softphone';

/** Agent login: both fields required (用户名和密码不能为空！ comes from the phone's check). */
export function AgentLoginForm() {
  const { t } = useTranslation('call-center');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (await softphone().login(username, password)) setPassword('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" p="sm" data-testid="cc-login">
      <TextInput label={t('login.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} autoComplete="off" />
      <PasswordInput
        label={t('login.password')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && void submit()}
        autoComplete="new-password"
      />
      <Button onClick={() => void submit()} loading={busy}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
