import { Box, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReadingsPage } from './readings-page';

/**
 * /m/readings: 抄表 on the staff phone (375 px first), outside the desktop layout: a title bar with the way back to
 * the phone app (/m, 工单) and the page. The phone app's tab bar links here for those with 抄表录入 usable.
 */
export function MeterReadingsMobile() {
  const { t } = useTranslation('charging');
  return (
    <Box mih="100vh" bg="gray.0" pb="xl" maw={560} mx="auto" data-testid="m-readings-app">
      <Group h={48} px="sm" bg="blue.7" c="white" pos="sticky" top={0} style={{ zIndex: 100 }} justify="space-between">
        <Text component={Link} to="/m" c="white" size="sm" data-testid="m-readings-back">{t('mobile.back')}</Text>
        <Title order={5}>{t('mobile.title')}</Title>
        <span />
      </Group>
      <Box p="sm">
        <ReadingsPage />
      </Box>
    </Box>
  );
}
