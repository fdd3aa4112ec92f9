import { Box, Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconMessageReport, IconReceipt2, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUnreadNotices } from '../api/notices';
import { SIGNED_IN_NS } from '../i18n-ns';

/** The bar's height (px): the pages leave this much room at the bottom. */
export const TAB_BAR_HEIGHT = 58;

const TABS = [
  { key: 'bills', path: '/owner/bills', Icon: IconReceipt2 },
  { key: 'history', path: '/owner/history', Icon: IconHistory },
  { key: 'requests', path: '/owner/requests', Icon: IconMessageReport },
  { key: 'me', path: '/owner/me', Icon: IconUserCircle },
] as const;

/** 账单 / 缴费记录 / 报事 / 我的 at the bottom of the phone's screen; 我的 carries the count of unread notices. */
export function TabBar() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadNotices();
  return (
    <Box pos="fixed" bottom={0} left={0} right={0} style={{ zIndex: 100 }}>
      <Group maw={480} mx="auto" h={TAB_BAR_HEIGHT} grow gap={0} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} component="nav">
        {TABS.map(({ key, path, Icon }) => {
          const active =
            pathname.startsWith(path) ||
            (key === 'bills' && pathname.startsWith('/owner/orders')) ||
            (key === 'me' && (pathname.startsWith('/owner/notices') || pathname.startsWith('/owner/votes')));
          return (
            <UnstyledButton
              key={key}
              onClick={() => void navigate(path)}
              aria-current={active ? 'page' : undefined}
              h="100%"
              data-testid={`owner-tab-${key}`}
            >
              <Box ta="center" c={active ? 'blue.6' : 'gray.6'}>
                <Indicator label={unread} size={16} color="red" disabled={key !== 'me' || unread === 0} offset={2} inline data-testid={key === 'me' && unread > 0 ? 'owner-unread-badge' : undefined}>
                  <Icon size={22} stroke={1.6} />
                </Indicator>
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
