import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getOwnerHouseId, setOwnerHouseId, setOwnerToken } from '../../../shared/owner-session';
import { sendSmsCode, signIn } from '../api/sign-in';
import { PortalFrame } from '../components/portal-frame';
import { errorText, phoneDigits, secondsLeft } from '../sign-in-fns';
import { useNow } from '../../../shared/use-now';

// The portal's first screen: plain Mantine parts only (no Alert, Title or Paper), its whole start under 120 KB of script.

/**
 * /owner and /owner/login: 手机号, 获取验证码 (then a countdown from the server's resendInSeconds), the 6-digit code and 登录.
 * Signed in, the token is kept and the bills open on the house chosen last (or the first).
 */
export function SignInPage() {
  const { t } = useTranslation('owner-portal');
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ phone: string; minutes: number } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ phone?: string; code?: string }>({});
  const now = useNow(resendAt > Date.now());
  const wait = secondsLeft(resendAt, now);

  const askCode = async () => {
    const digits = phoneDigits(phone);
    setFailure(null);
    if (!digits) return setFieldError({ phone: t('signIn.phoneInvalid') });
    setFieldError({});
    setSending(true);
    try {
      const sent = await sendSmsCode(digits);
      setSentTo({ phone: sent.sentTo, minutes: Math.ceil(sent.expiresInSeconds / 60) });
      setResendAt(Date.now() + sent.resendInSeconds * 1000);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = phoneDigits(phone);
    const six = code.trim();
    const errors = { ...(digits ? {} : { phone: t('signIn.phoneInvalid') }), ...(/^\d{6}$/.test(six) ? {} : { code: t('signIn.codeInvalid') }) };
    setFieldError(errors);
    setFailure(null);
    if (!digits || errors.code) return;
    setSigningIn(true);
    try {
      const session = await signIn(digits, six);
      const last = getOwnerHouseId();
      const house = session.me.houses.find((h) => h.houseId === last) ?? session.me.houses[0];
      if (house) setOwnerHouseId(house.houseId);
      setOwnerToken(session.token);
      void navigate('/owner/bills', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
      setSigningIn(false);
    }
  };

  return (
    <PortalFrame testId="owner-sign-in">
      <Stack gap="lg" px="md" pt={48} pb="xl">
        <div>
          <Text component="h1" fz={24} fw={700} m={0}>
            {t('signIn.title')}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('signIn.hint')}
          </Text>
        </div>
        <Box component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('signIn.phone')}
              placeholder={t('signIn.phonePlaceholder')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              size="md"
              maxLength={16}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              error={fieldError.phone}
              data-testid="owner-phone"
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('signIn.code')}
                placeholder={t('signIn.codePlaceholder')}
                inputMode="numeric"
                autoComplete="one-time-code"
                size="md"
                maxLength={6}
                style={{ flex: 1 }}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                error={fieldError.code}
                data-testid="owner-code"
              />
              <Button
                variant="light"
                size="md"
                mt={26}
                w={140}
                px="xs"
                disabled={wait > 0}
                loading={sending}
                onClick={() => void askCode()}
                data-testid="owner-get-code"
              >
                {wait > 0 ? t('signIn.resendIn', { seconds: wait }) : t('signIn.getCode')}
              </Button>
            </Group>
            {sentTo ? (
              <Text size="sm" c="dimmed" data-testid="owner-code-sent">
                {t('signIn.sentTo', sentTo)}
              </Text>
            ) : null}
            {failure ? (
              <Text size="sm" c="red.7" bg="red.0" p="sm" role="alert" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="owner-sign-in-error">
                {failure}
              </Text>
            ) : null}
            <Button type="submit" size="md" fullWidth loading={signingIn} data-testid="owner-sign-in-submit">
              {t('signIn.submit')}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </PortalFrame>
  );
}
