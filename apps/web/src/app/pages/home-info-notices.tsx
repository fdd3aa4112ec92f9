import { Badge, Button, Group, Text } from '@mantine/core';
import { commonEndpoints } from '@pm/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { NOTICE_BADGE_CAP } from '../../shared/config';
import type { ScreenRoute } from '../menu/menu-logic';
import { useMenuGate } from '../menu/use-menu-gate';

/**
 * The home page's notices by menu (spec 9's home-info ids: 170 催缴通知, 164 欠费查询 …): one button per menu the
 * person can open that has notices for them not confirmed yet, with the count; the button opens the menu's screen.
 */
export function HomeInfoNotices({ routes }: { routes: readonly ScreenRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useMenuGate();
  // a notice sent by a colleague shows within the minute, as the bell does
  const info = useQuery({ queryKey: ['inform-home'], queryFn: ({ signal }) => api(commonEndpoints.informHome, {}, signal), refetchInterval: 60_000 });
  const byMenu = new Map(routes.map((r) => [r.menuId, r]));
  const items = (info.data?.menus ?? []).flatMap((m) => {
    const route = byMenu.get(m.menu);
    return m.unread > 0 && route ? [{ ...m, route }] : [];
  });
  if (items.length === 0) return null;
  return (
    <Group gap="xs" data-testid="home-info">
      <IconBellRinging size={18} color="var(--mantine-color-red-6)" />
      <Text size="sm" c="dimmed">{t('search.homeInfo')}</Text>
      {items.map(({ menu, unread, route }) => (
        <Button
          key={menu}
          size="compact-sm"
          variant="light"
          rightSection={<Badge size="xs" color="red" circle>{Math.min(unread, NOTICE_BADGE_CAP)}</Badge>}
          onClick={() => {
            if (gate(route.state)) void navigate(route.path);
          }}
          data-testid="home-info-item"
          data-menu={menu}
        >
          {route.title}
        </Button>
      ))}
    </Group>
  );
}
