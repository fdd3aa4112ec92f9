import { helpEndpoints, type HelpItem, type SaveHelpItemInput } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

const keys = {
  all: ['help-items'] as const,
  menus: ['help-items', 'menus'] as const,
  items: (menuId: number) => ['help-items', 'items', menuId] as const,
};

/** GET /api/help-items/menus */
export function useHelpMenus() {
  return useQuery({ queryKey: keys.menus, queryFn: ({ signal }) => api(helpEndpoints.listHelpMenus, {}, signal) });
}

/** GET /api/help-items?menu= */
export function useHelpItems(menuId: number | null) {
  return useQuery({
    queryKey: keys.items(menuId ?? 0),
    queryFn: ({ signal }) => api(helpEndpoints.listHelpItems, { menu: menuId ?? 0 }, signal),
    enabled: menuId !== null,
  });
}

export type SaveHelpItem = SaveHelpItemInput & { id?: number };

/** POST /api/help-items or PUT /api/help-items/:id; DELETE /api/help-items/:id. */
export function useHelpItemMutations() {
  const client = useQueryClient();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: keys.all });
    // The shell's AI-help icon keeps its items under ['help-docs', menuId]: show the change at once.
    await client.invalidateQueries({ queryKey: ['help-docs'] });
  };
  const save = useMutation<HelpItem, ApiError, SaveHelpItem>({
    mutationFn: ({ id, ...values }) => (id ? api(helpEndpoints.updateHelpItem, { id, ...values }) : api(helpEndpoints.createHelpItem, values)),
    onSuccess: refresh,
  });
  const remove = useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api(helpEndpoints.deleteHelpItem, { id }),
    onSuccess: refresh,
  });
  return { save, remove };
}
