import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBrandWechat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWechatBindStart, useWechatUnbind } from '../api/wechat';
import { usePortal } from '../portal-context';
import { SIGNED_IN_NS } from '../i18n-ns';

/** 我的 → 微信通知: bind WeChat (网页授权, leaving for WeChat's page and back) or unbind it. */
export function WechatRow() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const { me } = usePortal();
  const start = useWechatBindStart();
  const unbind = useWechatUnbind();
  const hint = !me.wechatBound ? t('wechat.unboundHint') : me.wechatFollowing === false ? t('wechat.notFollowing') : t('wechat.boundHint');
  const error = start.error ?? unbind.error;
  return (
    <Paper withBorder radius="md" p="md" data-testid="owner-me-wechat">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBrandWechat size={22} stroke={1.6} color="var(--mantine-color-green-7)" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {t('wechat.title')} · {me.wechatBound ? t('wechat.bound') : t('wechat.unbound')}
            </Text>
            <Text size="xs" c={me.wechatBound && me.wechatFollowing === false ? 'orange.8' : 'dimmed'} data-testid="owner-me-wechat-hint">
              {hint}
            </Text>
          </div>
        </Group>
        {me.wechatBound ? (
          <Button size="compact-sm" variant="default" loading={unbind.isPending} onClick={() => unbind.mutate()} data-testid="owner-me-wechat-unbind">
            {t('wechat.unbind')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            color="green"
            variant="light"
            loading={start.isPending || start.isSuccess}
            onClick={() => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
            data-testid="owner-me-wechat-bind"
          >
            {t('wechat.bind')}
          </Button>
        )}
      </Group>
      {error ? (
        <Text size="xs" c="red.7" mt={6} data-testid="owner-me-wechat-error">
          {error.message}
        </Text>
      ) : null}
    </Paper>
  );
}
