import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MenuFunction } from '@pm/contracts';
import { IconClipboardList, IconGauge, IconHandGrab, IconRoute } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useUsableFunctions } from '../../../shared/usable-functions';
import { MinePage, PoolPage } from './order-lists';
import { OrderPage } from './order-page';

const TABS: readonly { key: string; to: string; icon: ComponentType<{ size?: number }>; right?: MenuFunction }[] = [
  { key: 'mine', to: '/m', icon: IconClipboardList },
  { key: 'pool', to: '/m/pool', icon: IconHandGrab },
  // 巡查 is another feature's page (/m/patrol); the bar only links to it.
  { key: 'patrol', to: '/m/patrol', icon: IconRoute },
  // 抄表 is charging's page (/m/readings), for those who may enter readings (抄表录入 usable).
  { key: 'readings', to: '/m/readings', icon: IconGauge, right: 'charge_ops-meter-reading' },
];

function TabBar() {
  const { t } = useTranslation('workorders');
  const { pathname } = useLocation();
  const usable = useUsableFunctions();
  const tabs = TABS.filter((tab) => !tab.right || usable(tab.right));
  const current = pathname.startsWith('/m/pool') ? 'pool' : pathname === '/m' || pathname === '/m/' ? 'mine' : null;
  return (
    <Group component="nav" grow gap={0} pos="fixed" bottom={0} left={0} right={0} h={56} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }} data-testid="m-tabbar">
      {tabs.map(({ key, to, icon: Icon }) => (
        <UnstyledButton key={key} component={Link} to={to} data-testid={`m-tab-${key}`} data-active={current === key || undefined}>
          <Stack gap={0} align="center" c={current === key ? 'blue' : 'dimmed'}>
            <Icon size={22} />
            <Text size="xs">{t(`mobile.tabs.${key}`)}</Text>
          </Stack>
        </UnstyledButton>
      ))}
    </Group>
  );
}

/**
 * /m/*: the technician's phone app, outside the desktop layout (375 wide first): 我的工单, 抢单池, one order,
 * and a bottom tab bar. Signed-in staff only (the shell's public routes send anyone else to the login page and back).
 */
export function TechnicianApp() {
  const { t } = useTranslation('workorders');
  const { pathname } = useLocation();
  const title = pathname.startsWith('/m/pool') ? t('mobile.tabs.pool') : pathname.startsWith('/m/workorders/') ? t('mobile.order') : t('mobile.tabs.mine');
  return (
    <Box mih="100vh" bg="gray.0" pb={72} maw={560} mx="auto" data-testid="m-app">
      <Group h={48} px="sm" bg="blue.7" c="white" pos="sticky" top={0} style={{ zIndex: 100 }} justify="space-between">
        {pathname.startsWith('/m/workorders/') ? <Text component={Link} to="/m" c="white" size="sm" data-testid="m-back">{t('mobile.back')}</Text> : <span />}
        <Title order={5}>{title}</Title>
        <span />
      </Group>
      <Box p="sm">
        <Routes>
          <Route index element={<MinePage />} />
          <Route path="pool" element={<PoolPage />} />
          <Route path="workorders/:id" element={<OrderPage />} />
          <Route path="*" element={<Navigate to="/m" replace />} />
        </Routes>
      </Box>
      <TabBar />
    </Box>
  );
}
