import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { softphone, useSoftphone } from '../phone/use-softphone';

const COLOR: Record<string, string> = {
  Logout: 'gray',
  Login: 'blue',
  Ready: 'green',
  NotReady: 'orange',
  Dialing: 'cyan',
  Ringing: 'yellow',
  Established: 'teal',
  AfterCallWork: 'violet',
  Muting: 'pink',
};

/** Agent, status, registration, manual states and sign-out. */
export function StatusBar() {
  const { t } = useTranslation('call-center');
  const s = useSoftphone();
  const phone = softphone();
  const idle = s.status === 'Login' || s.status === 'Ready' || s.status === 'NotReady' || s.status === 'AfterCallWork';
  return (
    <Stack gap={4} px="sm" py={6}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {s.agent ? `${s.agent.agentName}（${s.agent.agentDn}）` : ''}
        </Text>
        <Badge color={COLOR[s.status]} data-testid="cc-status" data-status={s.status}>
          {t(`status.${s.status}`)}
        </Badge>
        <Badge variant="dot" color={s.registered ? 'green' : 'red'} data-testid="cc-registered" data-registered={String(s.registered)}>
          {s.registered ? t('registered') : t('unregistered')}
        </Badge>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Button size="compact-xs" variant="light" color="green" disabled={!idle || s.status === 'Ready'} onClick={() => void phone.setReady(true)}>
          {t('state.ready')}
        </Button>
        <Button size="compact-xs" variant="light" color="orange" disabled={!idle || s.status === 'NotReady'} onClick={() => void phone.setReady(false)}>
          {t('state.notReady')}
        </Button>
        <Checkbox size="xs" label={t('state.manualReady')} checked={s.manualReady} onChange={(e) => phone.setManualReady(e.currentTarget.checked)} />
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void phone.logout()}>
          {t('login.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
