import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { StatusBar } from '../components/status-bar';
import { useSoftphone } from '../phone/use-softphone';

/** Menu item 94 (呼叫中心): the agent's state; the phone itself is the floating window. */
export default function AgentScreen({ title }: ScreenProps) {
  const { t } = useTranslation('call-center');
  const s = useSoftphone();
  return (
    <Stack p="md" maw={720}>
      <Title order={4}>{title}</Title>
      <Paper withBorder>{s.agent ? <StatusBar /> : null}</Paper>
      <Text size="sm" c="dimmed">
        {t('screen.agentHint')}
      </Text>
    </Stack>
  );
}
