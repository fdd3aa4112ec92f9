import { ActionIcon, Box, Button, Container, Group, Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { getAccountNotices, type MenuNode } from '@pm/contracts';
import { IconLogout, IconPlayerPause, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { openPasswordModal } from '../../shared/dialogs';
import { LanguageSwitch } from '../../shared/language-switch';
import { MenuIcon } from '../../shared/menu-icon';
import { PageLoader } from '../../shared/page-loader';
import { useUser } from '../../shared/session';
import { useSite } from '../../shared/use-site';
import { NamedSearch } from '../feature-slots';
import { CentrePanel } from '../layouts/centre-panel';
import { ShellFooter } from '../layouts/shell-footer';
import { ShellFrame, ShellScroll } from '../layouts/shell-frame';
import { HomeInfoNotices } from './home-info-notices';
import { logout } from '../logout';
import { visibleTree } from '../menu/menu-logic';
import { useMenuGate } from '../menu/use-menu-gate';
import type { ShellData } from '../shell-data';

/** The notification marquee with play and pause, fed by the notices API. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(true);
  const notices = useQuery({ queryKey: ['notices'], queryFn: ({ signal }) => api(getAccountNotices, {}, signal) });
  const items = notices.data ?? [];
  const text = items.length ? items.map((n) => `【${n.subject}】${n.houseName ? ` ${n.houseName}` : ''}`).join('　　') : t('search.noNotices');
  return (
    <Group gap="xs" wrap="nowrap" px="sm" py={6} bg="yellow.0" style={{ borderRadius: 6, border: '1px solid var(--mantine-color-yellow-3)' }} data-testid="marquee">
      <IconSpeakerphone size={18} color="var(--mantine-color-orange-6)" />
      <Box style={{ overflow: 'hidden', flex: 1, whiteSpace: 'nowrap' }}>
        <style>{'@keyframes pm-marquee{from{transform:translateX(100%)}to{transform:translateX(-100%)}}'}</style>
        <Text
          size="sm"
          span
          data-testid="marquee-text"
          data-playing={playing}
          style={{ display: 'inline-block', animation: items.length ? 'pm-marquee 30s linear infinite' : undefined, animationPlayState: playing ? 'running' : 'paused' }}
        >
          {notices.isPending ? t('loading') : text}
        </Text>
      </Box>
      <ActionIcon variant="subtle" onClick={() => setPlaying((p) => !p)} aria-label={playing ? t('search.pause') : t('search.play')} data-testid="marquee-toggle">
        {playing ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
      </ActionIcon>
    </Group>
  );
}

/** How many items a folder of the old navigation lists before 更多. */
export const NAV_FOLDER_ITEMS = 12;

function NavFolder({ folder, paths }: { folder: MenuNode; paths: Map<number, string> }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const leaves = (n: MenuNode): MenuNode[] => (n.children.length ? n.children.flatMap(leaves) : [n]);
  const items = folder.children.flatMap(leaves).filter((leaf) => paths.has(leaf.id));
  return (
    <Paper withBorder p="sm" data-testid="nav-folder">
      <Group gap={6} mb="xs">
        <MenuIcon name={folder.icon} />
        <Text fw={600}>{folder.title}</Text>
      </Group>
      <Stack gap={2}>
        {(all ? items : items.slice(0, NAV_FOLDER_ITEMS)).map((leaf) => (
          <UnstyledButton key={leaf.id} fz="sm" c="blue.8" ta="left" onClick={() => void navigate(paths.get(leaf.id) ?? '/404')} data-testid="nav-link">
            {leaf.title}
          </UnstyledButton>
        ))}
        {!all && items.length > NAV_FOLDER_ITEMS && (
          <UnstyledButton fz="sm" c="dimmed" ta="left" onClick={() => setAll(true)} data-testid="nav-more">
            {t('nav.more')}
          </UnstyledButton>
        )}
      </Stack>
    </Paper>
  );
}

function OldNavigation({ tree, paths }: { tree: MenuNode[]; paths: Map<number, string> }) {
  const { t } = useTranslation();
  const top = visibleTree(tree);
  if (top.length === 0) return <Text c="dimmed">{t('nav.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {top.map((n) => (
        <NavFolder key={n.id} folder={n} paths={paths} />
      ))}
    </SimpleGrid>
  );
}

/** /search: the landing page with a simplified header, no tabs, the notice marquee and the navigation. */
export function SearchPage({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const user = useUser();
  const site = useSite();
  const navigate = useNavigate();
  const gate = useMenuGate();
  if (!user) return null;
  const routeByMenu = new Map(data.routes.map((r) => [r.menuId, r]));
  const header = (
    <Group h="100%" px="md" justify="space-between" bg="blue.8">
      <Group gap="sm">
        {site.data?.logo && <Image src={site.data.logo} h={28} w="auto" alt="" />}
        <Text c="white" fw={600} size="lg">{site.data?.siteName ?? t('appName')}</Text>
      </Group>
      <Group gap="sm">
        <Text c="white" size="sm">{user.companyNick} · {user.name}</Text>
        <LanguageSwitch />
        <Button size="compact-sm" variant="subtle" color="white" onClick={openPasswordModal}>{t('header.changePassword')}</Button>
        <Button size="compact-sm" variant="subtle" color="white" leftSection={<IconLogout size={14} />} onClick={() => void logout()} data-testid="link-logout">
          {t('header.logout')}
        </Button>
      </Group>
    </Group>
  );
  return (
    <ShellFrame testId="search-page" header={header} footer={<ShellFooter />}>
      <ShellScroll>
        <Container size="xl" py="md">
          <Stack>
            <NoticeMarquee />
            <HomeInfoNotices routes={data.routes} />
            <Title order={3}>{t('routes.search')}</Title>
            {NamedSearch ? (
              <Paper withBorder p="md">
                <Suspense fallback={<PageLoader />}>
                  <NamedSearch />
                </Suspense>
              </Paper>
            ) : null}
            {user.menuStyle === 1 ? (
              <Paper withBorder p="md" mih={620}>
                <CentrePanel
                  centres={data.centres}
                  panelTitle={user.role === 'emp' ? t('nav.operation') : t('nav.authorised')}
                  onOpen={(item) => {
                    const r = routeByMenu.get(item.id);
                    if (r && gate(r.state)) void navigate(r.path);
                  }}
                />
              </Paper>
            ) : (
              <OldNavigation tree={data.tree} paths={new Map(data.routes.map((r) => [r.menuId, r.path]))} />
            )}
          </Stack>
        </Container>
      </ShellScroll>
    </ShellFrame>
  );
}
