import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { LanguageSwitch } from '../../../shared/language-switch';
import { setSession } from '../../../shared/session';
import { useSite } from '../../../shared/use-site';
import { ENCRYPTION_FAILED, NO_PUBLIC_KEY, signIn } from '../api/sign-in';

/** Where to go after sign-in: the redirect parameter when it is a path of this site, else / (the shell sends each role to its landing page). */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/home')) return '/';
  return redirect;
}

/** The sign-in form of the login page (/home?redirect=…). */
export function LoginPanel() {
  const { t } = useTranslation('auth');
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim()) return setProblem(t('login.usernameRequired'));
    if (!password) return setProblem(t('login.passwordRequired'));
    setProblem(null);
    setBusy(true);
    try {
      const { token, ...user } = await signIn(username.trim(), password);
      setSession(token, user);
      void navigate(redirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      // Sign-in is a silent call: its refusal shows here only, not also as the catalogue's notice.
      if (error instanceof ApiError && error.code === NO_PUBLIC_KEY) setProblem(t('login.noPublicKey'));
      else if (error instanceof ApiError && error.code === ENCRYPTION_FAILED) setProblem(t('login.encryptionFailed'));
      else if (error instanceof ApiError && error.message) setProblem(error.message);
      else setProblem(t('login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder shadow="md" p="lg" radius="md" w={340} c="var(--mantine-color-text)" ta="left" data-testid="login-panel">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3}>{t('login.title')}</Title>
            <LanguageSwitch />
          </Group>
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            autoComplete="username"
            name="username"
          />
          <PasswordInput
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="current-password"
            name="password"
          />
          {problem && (
            <Alert color="red" variant="light" p="xs" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" loading={busy} disabled={site.isLoading} fullWidth>
            {t('login.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/register" size="sm">
              {t('login.register')}
            </Anchor>
            {site.data?.phone && (
              <Anchor href={`tel:${site.data.phone}`} size="sm" c="dimmed">
                {t('login.phone', { phone: site.data.phone })}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
