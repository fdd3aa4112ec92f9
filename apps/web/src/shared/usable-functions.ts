import { MENU_STATE_USABLE, type MenuFunction } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';

interface ShellRoutes {
  routes?: { name: string; state?: number | undefined }[];
}

/**
 * Whether the signed-in user may use a function (its menu item bought and granted, state 3), read from the menu the
 * shell loaded (query ['shell']): the answer the server's rights check gives a write of that function.
 */
export function useUsableFunctions(): (name: MenuFunction) => boolean {
  const shell = useQueryClient().getQueryData<ShellRoutes>(['shell']);
  return (name) => shell?.routes?.some((r) => r.name === name && r.state === MENU_STATE_USABLE) ?? false;
}
