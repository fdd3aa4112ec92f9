import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconReceipt2, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** The bar's height (px): the pages leave this much room at the bottom. */
export const TAB_BAR_HEIGHT = 58;

const TABS = [
  { key: 'bills', path: '/owner/bills', Icon: IconReceipt2 },
  { key: 'history', path: '/owner/history', Icon: IconHistory },
  { key: 'me', path: '/owner/me', Icon: IconUserCircle },
] as const;

/** 账单 / 缴费记录 / 我的 at the bottom of the phone's screen. */
export function TabBar() {
  const { t } = useTranslation('owner-portal');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Box pos="fixed" bottom={0} left={0} right={0} style={{ zIndex: 100 }}>
      <Group maw={480} mx="auto" h={TAB_BAR_HEIGHT} grow gap={0} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} component="nav">
        {TABS.map(({ key, path, Icon }) => {
          const active = pathname.startsWith(path) || (key === 'bills' && pathname.startsWith('/owner/orders'));
          return (
            <UnstyledButton
              key={key}
              onClick={() => void navigate(path)}
              aria-current={active ? 'page' : undefined}
              h="100%"
              data-testid={`owner-tab-${key}`}
            >
              <Box ta="center" c={active ? 'blue.6' : 'gray.6'}>
                <Icon size={22} stroke={1.6} />
                <Text size="xs" fw={active ? 600 : 400} lh={1.2}>
                  {t(`nav.${key}`)}
                </Text>
              </Box>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
