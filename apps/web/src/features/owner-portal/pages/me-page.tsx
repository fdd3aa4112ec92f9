import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { chinaDateTime } from '../../../shared/china-date';
import { useMyBindings, type OwnerBinding } from '../api/bindings';
import { signOut } from '../api/sign-out';
import { MeLinks } from '../components/me-links';
import { WechatRow } from '../components/wechat-row';
import { usePortal } from '../portal-context';
import { SIGNED_IN_NS } from '../i18n-ns';

const STATE_COLOR: Record<OwnerBinding['state'], string> = { pending: 'orange', approved: 'green', rejected: 'red', revoked: 'gray' };

/** /owner/me (我的): the phone (masked), 通知 and 投票, 绑定微信, the houses and how each is reached, 认证房屋, the applications, 退出登录. */
export function MePage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const { me } = usePortal();
  const navigate = useNavigate();
  const bindings = useMyBindings();
  const applied = (useLocation().state as { applied?: boolean } | null)?.applied === true;
  return (
    <Stack gap="sm" data-testid="owner-me">
      {applied ? (
        <Alert color="green" data-testid="owner-me-applied">
          {t('bind.done')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {t('me.phone')}
        </Text>
        <Text fw={700} size="lg" data-testid="owner-me-phone">
          {me.phoneMasked}
        </Text>
      </Paper>
      <MeLinks />
      <WechatRow />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="xs">
          <Title order={6}>{t('me.houses')}</Title>
          <Button size="compact-sm" variant="light" onClick={() => void navigate('/owner/me/bind')} data-testid="owner-me-bind">
            {t('me.bind')}
          </Button>
        </Group>
        {me.houses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('me.noHouses')}
          </Text>
        ) : null}
        <Stack gap={8}>
          {me.houses.map((h) => (
            <Group key={h.houseId} justify="space-between" wrap="nowrap" data-testid={`owner-me-house-${h.houseId}`}>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {h.estateName} {h.houseName}
                </Text>
                <Text size="xs" c="dimmed">
                  {h.companyName} · {h.personName}
                </Text>
              </div>
              <Badge variant="light" color={h.via === 'binding' ? 'teal' : 'blue'}>
                {t(`via.${h.via}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={6} mb="xs">
          {t('me.applications')}
        </Title>
        {bindings.isPending ? (
          <Center>
            <Loader size="xs" />
          </Center>
        ) : null}
        {bindings.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('me.noApplications')}
          </Text>
        ) : null}
        <Stack gap={8}>
          {(bindings.data ?? []).map((b) => (
            <div key={b.id} data-testid={`owner-binding-${b.id}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {b.estateName} {b.houseName}
                </Text>
                <Badge variant="light" color={STATE_COLOR[b.state]}>
                  {t(`me.states.${b.state}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('me.appliedAt', { time: chinaDateTime(b.createdAt) })}
              </Text>
              {b.reason ? (
                <Text size="xs" c="red.7">
                  {t('me.reason', { reason: b.reason })}
                </Text>
              ) : null}
            </div>
          ))}
        </Stack>
      </Paper>
      <Button variant="default" color="red" fullWidth onClick={() => void signOut()} data-testid="owner-me-sign-out">
        {t('me.signOut')}
      </Button>
    </Stack>
  );
}
