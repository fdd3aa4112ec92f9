import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { TAB_LIMIT_NEW, TAB_LIMIT_OLD } from '../../shared/config';
import { useMenuGate } from '../menu/use-menu-gate';
import { findCloseGuard } from '../close-guard-registry';
import { loadScreen } from '../screen-loader';
import type { ShellRoute } from '../shell-routes';
import { clickTab, closeTab, openTab, TOO_MANY_TABS } from '../tabs/tabs-logic';
import { getTabs, setTabs, useTabs } from '../tabs/tabs-store';

export function routeTitle(route: ShellRoute, t: (k: string) => string): string {
  return route.titleKey ? t(route.titleKey) : route.title;
}

/** A tab whose screen asks before it closes (its close guard), and the question. */
export interface CloseAsk {
  name: string;
  question: string;
}

/**
 * The tabs of the signed-in shell: each visited route opens a tab (refused past the limit), an
 * item the user may not open is refused with its reason and the view goes back (emp users of the
 * new layout: the spec's modal), and the closing rules (a screen's close guard asks first).
 */
export function useShellTabs(routes: ShellRoute[], newLayout: boolean, onMenu: (open: boolean) => void) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useMenuGate();
  const tabs = useTabs();
  const limit = newLayout ? TAB_LIMIT_NEW : TAB_LIMIT_OLD;
  const [closeAsk, setCloseAsk] = useState<CloseAsk | null>(null);
  const byName = useMemo(() => new Map(routes.map((r) => [r.name, r])), [routes]);
  const current = useMemo(() => routes.find((r) => matchPath({ path: r.path, end: true }, location.pathname)), [routes, location.pathname]);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (!current) return;
    const path = `${location.pathname}${location.search}`;
    if (lastPath.current === path) return;
    lastPath.current = path;
    // An item not to be opened (spec: emp users of the new layout get the modal) closes and goes back.
    if (!current.page && !gate(current.state)) {
      setTabs(closeTab(getTabs(), current.name).state);
      lastPath.current = null;
      if (window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
      else void navigate('/search', { replace: true });
      return;
    }
    const result = openTab(getTabs(), { name: current.name, path, title: routeTitle(current, t) }, limit);
    if (result.refused) {
      notifications.show({ color: 'yellow', message: t('tabs.tooMany', { defaultValue: TOO_MANY_TABS }), 'data-testid': 'too-many-tabs' });
      const active = getTabs().panes.find((p) => p.name === getTabs().active);
      void navigate(active?.path ?? '/search', { replace: true });
      return;
    }
    setTabs(result.state);
  }, [current, location.pathname, location.search, limit, gate, navigate, t]);

  const doClose = useCallback(
    (name: string) => {
      const r = closeTab(getTabs(), name);
      setTabs(r.state);
      if (r.navigateTo) {
        lastPath.current = null;
        void navigate(r.navigateTo);
      }
      if (r.reopenMenu) onMenu(true);
    },
    [navigate, onMenu],
  );

  const guardOf = useCallback(
    (name: string) => {
      const route = byName.get(name);
      return route ? findCloseGuard(route.component) : undefined;
    },
    [byName],
  );

  const close = useCallback(
    (name: string) => {
      const question = guardOf(name)?.question();
      if (question) {
        setCloseAsk({ name, question });
        return;
      }
      doClose(name);
    },
    [doClose, guardOf],
  );

  const giveUpAndClose = useCallback(() => {
    if (!closeAsk) return;
    guardOf(closeAsk.name)?.giveUp();
    setCloseAsk(null);
    doClose(closeAsk.name);
  }, [closeAsk, doClose, guardOf]);

  const click = useCallback(
    (name: string) => {
      const r = clickTab(getTabs(), name);
      if (r.closeMenu) onMenu(false);
      setTabs(r.state);
      if (r.navigateTo) void navigate(r.navigateTo);
    },
    [navigate, onMenu],
  );

  /**
   * Opening from a menu: an item not to be opened says why, and the limit refuses before navigating,
   * so the view stays put. True when it navigates.
   */
  const open = useCallback(
    (route: ShellRoute): boolean => {
      if (!route.page && !gate(route.state)) return false;
      const state = getTabs();
      if (!state.panes.some((p) => p.name === route.name) && state.panes.length >= limit) {
        notifications.show({ color: 'yellow', message: t('tabs.tooMany', { defaultValue: TOO_MANY_TABS }), 'data-testid': 'too-many-tabs' });
        return false;
      }
      const existing = state.panes.find((p) => p.name === route.name);
      // the screen's code and strings start loading now, while the shell renders the new tab
      if (!route.page) void loadScreen(route.component);
      void navigate(existing?.path ?? route.path);
      return true;
    },
    [gate, limit, navigate, t],
  );

  return { tabs, byName, current, close, click, open, closeAsk, cancelClose: () => setCloseAsk(null), giveUpAndClose };
}
