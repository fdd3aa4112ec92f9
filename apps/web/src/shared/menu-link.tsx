import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ShellRoutes {
  routes?: { component: string; path: string }[];
}
const key = (component: string) => component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');

/** The route of the signed-in user's menu item whose screen is `component` (the shell's query ['shell']), or null. */
export function useMenuPath(component: string): string | null {
  const shell = useQueryClient().getQueryData<ShellRoutes>(['shell']);
  return shell?.routes?.find((r) => key(r.component) === component)?.path ?? null;
}

/**
 * A link to another menu screen with query parameters; nothing when the user's menu lacks the screen. `onFollow`:
 * what the link leaves behind closes (a drawer or modal would otherwise stay over the other tab: screens stay mounted).
 */
export function MenuLink({ component, params, children, testId, onFollow }: { component: string; params?: Record<string, string | number>; children: ReactNode; testId?: string; onFollow?: () => void }) {
  const path = useMenuPath(component);
  if (!path) return null;
  const search = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return (
    <Anchor component={Link} to={search ? `${path}?${search}` : path} size="sm" onClick={onFollow} data-testid={testId}>
      {children}
    </Anchor>
  );
}
