import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWechatBindFinish } from '../api/wechat';
import { SIGNED_IN_NS } from '../i18n-ns';

/**
 * /owner/wechat-bound?code=…&state=…: where WeChat's 网页授权 returns. Finishes the binding once (a code serves once:
 * the address loses its code at once, so a reload does not spend it again) and says how it went.
 */
export function WechatBoundPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const finish = useWechatBindFinish();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    finish.mutate({ code, state });
    setParams({}, { replace: true });
  }, [code, state, finish, setParams]);

  const back = (
    <Button variant="light" onClick={() => void navigate('/owner/me', { replace: true })} data-testid="owner-wechat-back">
      {t('wechat.back')}
    </Button>
  );
  if (!started.current && (!code || !state))
    return (
      <Stack gap="sm">
        <Alert color="gray" data-testid="owner-wechat-cancelled">
          {t('wechat.cancelled')}
        </Alert>
        {back}
      </Stack>
    );
  if (finish.isPending || finish.isIdle)
    return (
      <Center py="xl" data-testid="owner-wechat-binding">
        <Loader size="sm" />
      </Center>
    );
  return (
    <Stack gap="sm">
      {finish.isSuccess ? (
        <Alert color="green" title={t('wechat.done')} data-testid="owner-wechat-done">
          {finish.data.wechatFollowing === false ? t('wechat.notFollowing') : t('wechat.doneHint')}
        </Alert>
      ) : (
        <Alert color="red" title={t('wechat.failed')} data-testid="owner-wechat-failed">
          {finish.error?.message}
        </Alert>
      )}
      {back}
    </Stack>
  );
}
