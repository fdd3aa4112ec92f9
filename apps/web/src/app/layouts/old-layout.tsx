import { Box, Burger, NavLink, ScrollArea } from '@mantine/core';
import type { MenuNode } from '@pm/contracts';
import { useDisclosure } from '@mantine/hooks';
import { useCallback } from 'react';
import { AiHelp } from '../../features/shell';
import { MenuIcon } from '../../shared/menu-icon';
import type { ShellRoute } from '../shell-routes';
import { visibleTree } from '../menu/menu-logic';
import { ShellFooter } from './shell-footer';
import { ShellFrame, ShellScroll } from './shell-frame';
import { ShellHeader } from './shell-header';
import { TabModals, TabPanes, TabsBar } from './tab-panes';
import { useShellTabs } from './use-shell-tabs';

function TreeItem({ node, level, routes, active, onOpen }: { node: MenuNode; level: number; routes: Map<number, ShellRoute>; active: number | undefined; onOpen: (r: ShellRoute) => void }) {
  const route = routes.get(node.id);
  const children = node.children;
  if (children.length === 0) {
    return (
      <NavLink
        label={node.title}
        leftSection={<MenuIcon name={node.icon} />}
        active={active === node.id}
        pl={level * 12}
        onClick={() => route && onOpen(route)}
        disabled={!route}
        c={route && route.state !== undefined && route.state !== 3 ? 'gray.6' : undefined}
        data-testid="menu-item"
        data-menu-id={node.id}
      />
    );
  }
  return (
    <NavLink label={node.title} leftSection={<MenuIcon name={node.icon} />} pl={level * 12} childrenOffset={0} data-testid="menu-folder" data-menu-id={node.id}>
      {children.map((c) => (
        <TreeItem key={c.id} node={c} level={level + 1} routes={routes} active={active} onOpen={onOpen} />
      ))}
    </NavLink>
  );
}

/** menuStyle other than 1: a left collapsible three-level tree of the non-hidden items. */
export function OldLayout({ tree, routes, pendingDocuments }: { tree: MenuNode[]; routes: ShellRoute[]; pendingDocuments: number }) {
  const [navOpen, nav] = useDisclosure(true);
  const noop = useCallback(() => undefined, []);
  const s = useShellTabs(routes, false, noop);
  const byMenuId = new Map(routes.filter((r) => r.menuId > 0).map((r) => [r.menuId, r]));
  // Collapsed, the tree stays mounted (hidden), so its open folders are kept.
  const navbar = (
    <Box component="nav" w={230} display={navOpen ? undefined : 'none'} style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
      <ScrollArea h="100%" data-testid="old-menu">
        {visibleTree(tree).map((n) => (
          <TreeItem key={n.id} node={n} level={0} routes={byMenuId} active={s.current?.menuId} onOpen={s.open} />
        ))}
      </ScrollArea>
    </Box>
  );
  return (
    <ShellFrame
      testId="old-layout"
      header={<ShellHeader variant="old" pendingDocuments={pendingDocuments} leftSlot={<Burger opened={navOpen} onClick={nav.toggle} color="white" size="sm" aria-label="菜单" />} />}
      navbar={navbar}
      footer={<ShellFooter />}
    >
      <TabsBar tabs={s.tabs} byName={s.byName} onClick={s.click} onClose={s.close} />
      <ShellScroll>
        <TabPanes tabs={s.tabs} byName={s.byName} />
      </ShellScroll>
      <AiHelp menuId={s.current?.menuId} />
      <TabModals closeAsk={s.closeAsk} onCloseCancel={s.cancelClose} onGiveUp={s.giveUpAndClose} />
    </ShellFrame>
  );
}
