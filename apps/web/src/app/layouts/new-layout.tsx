import { Box, Button, Paper } from '@mantine/core';
import type { MenuCentre, MenuNode } from '@pm/contracts';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiHelp } from '../../features/shell';
import { useUser } from '../../shared/session';
import type { ShellRoute } from '../shell-routes';
import { CentrePanel } from './centre-panel';
import { ShellFooter } from './shell-footer';
import { ShellFrame, ShellScroll } from './shell-frame';
import { ShellHeader } from './shell-header';
import { TabModals, TabPanes, TabsBar } from './tab-panes';
import { useShellTabs } from './use-shell-tabs';

/** menuStyle 1: the 操作导航 / 授权菜单 panel over the tabs and screens. */
export function NewLayout({ centres, routes, pendingDocuments }: { centres: MenuCentre[]; routes: ShellRoute[]; pendingDocuments: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const onMenu = useCallback((open: boolean) => setMenuOpen(open), []);
  const s = useShellTabs(routes, true, onMenu);
  const panelTitle = user?.role === 'emp' ? t('nav.operation') : t('nav.authorised');
  const byMenuId = new Map(routes.map((r) => [r.menuId, r]));
  // A refused item keeps the panel as it was (its reason shows over it); an opened one closes it.
  const openItem = (item: MenuNode) => {
    const route = byMenuId.get(item.id);
    if (route && s.open(route)) setMenuOpen(false);
  };
  const toggle = (
    <Button size="compact-sm" variant={menuOpen ? 'white' : 'outline'} color={menuOpen ? 'blue' : 'white'} leftSection={<IconLayoutGrid size={14} />} onClick={() => setMenuOpen((o) => !o)} data-testid="menu-toggle">
      {panelTitle}
    </Button>
  );
  return (
    <ShellFrame testId="new-layout" header={<ShellHeader variant="new" pendingDocuments={pendingDocuments} leftSlot={toggle} />} footer={<ShellFooter />}>
      <TabsBar tabs={s.tabs} byName={s.byName} onClick={s.click} onClose={s.close} />
      <Box pos="relative" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ShellScroll>
          <TabPanes tabs={s.tabs} byName={s.byName} />
        </ShellScroll>
        {menuOpen && (
          <Box pos="absolute" inset={0} style={{ zIndex: 90, background: 'rgba(0,0,0,0.15)' }} onClick={() => setMenuOpen(false)}>
            <Paper shadow="lg" p="md" h="calc(100% - 2 * var(--mantine-spacing-xs))" m="xs" onClick={(e) => e.stopPropagation()} data-testid="nav-panel">
              <CentrePanel centres={centres} onOpen={openItem} panelTitle={panelTitle} />
            </Paper>
          </Box>
        )}
      </Box>
      <AiHelp menuId={s.current?.menuId} />
      <TabModals closeAsk={s.closeAsk} onCloseCancel={s.cancelClose} onGiveUp={s.giveUpAndClose} />
    </ShellFrame>
  );
}
