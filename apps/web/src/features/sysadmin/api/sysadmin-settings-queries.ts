import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPlatformEntry,
  deletePlatformEntry,
  getNavigationSettings,
  getRoleRights,
  listMenuHelp,
  listPlatformDictionaries,
  listPlatformEntries,
  listRoleRights,
  listSystemDocuments,
  orderNavigationCentres,
  setRoleRight,
  updateMenuHelp,
  updateNavigationCentre,
  updateNavigationTips,
  updatePlatformEntry,
  updateSystemDocument,
  type CreatePlatformEntryInput,
  type NavigationSettings,
  type RoleRights,
  type SetRoleRightInput,
  type UpdateMenuHelpInput,
  type UpdateNavigationCentreInput,
  type UpdatePlatformEntryInput,
  type UpdateSystemDocumentInput,
} from '@pm/contracts';
import { api } from '../../../api/client';

// 字典管理, 文档管理, 导航管理, 权限管理 (issue 16): one hook per call.

export const settingsKeys = {
  dictionaries: ['sysadmin', 'dictionaries'] as const,
  entries: (code: string) => ['sysadmin', 'dictionaries', code] as const,
  documents: ['sysadmin', 'documents'] as const,
  menuHelp: ['sysadmin', 'menu-help'] as const,
  navigation: ['sysadmin', 'navigation'] as const,
  roles: ['sysadmin', 'rights'] as const,
  rights: (role: string) => ['sysadmin', 'rights', role] as const,
};

export function usePlatformDictionaries() {
  return useQuery({ queryKey: settingsKeys.dictionaries, queryFn: ({ signal }) => api(listPlatformDictionaries, {}, signal) });
}

export function usePlatformEntries(code: string | null) {
  return useQuery({
    queryKey: settingsKeys.entries(code ?? ''),
    queryFn: ({ signal }) => api(listPlatformEntries, { code: code ?? '' }, signal),
    enabled: code !== null,
  });
}

function useRefreshDictionaries() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: settingsKeys.dictionaries });
}

export function useCreatePlatformEntry() {
  const refresh = useRefreshDictionaries();
  return useMutation({ mutationFn: (input: CreatePlatformEntryInput) => api(createPlatformEntry, input), onSuccess: refresh });
}

export function useUpdatePlatformEntry() {
  const refresh = useRefreshDictionaries();
  return useMutation({ mutationFn: (input: UpdatePlatformEntryInput) => api(updatePlatformEntry, input), onSuccess: refresh });
}

export function useDeletePlatformEntry() {
  const refresh = useRefreshDictionaries();
  return useMutation({ mutationFn: (id: number) => api(deletePlatformEntry, { id }), onSuccess: refresh });
}

export function useSystemDocuments() {
  return useQuery({ queryKey: settingsKeys.documents, queryFn: ({ signal }) => api(listSystemDocuments, {}, signal) });
}

export function useUpdateSystemDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSystemDocumentInput) => api(updateSystemDocument, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.documents });
      // The shell's centre panel keeps sys-intro answers too.
      void client.invalidateQueries({ queryKey: ['sys-intro'] });
    },
  });
}

export function useMenuHelp() {
  return useQuery({ queryKey: settingsKeys.menuHelp, queryFn: ({ signal }) => api(listMenuHelp, {}, signal) });
}

export function useUpdateMenuHelp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMenuHelpInput) => api(updateMenuHelp, input),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.menuHelp }),
  });
}

export function useNavigationSettings() {
  return useQuery({ queryKey: settingsKeys.navigation, queryFn: ({ signal }) => api(getNavigationSettings, {}, signal) });
}

function useSaveNavigation<I>(call: (input: I) => Promise<NavigationSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      client.setQueryData(settingsKeys.navigation, data);
      void client.invalidateQueries({ queryKey: ['sys-intro'] });
    },
  });
}

export const useUpdateNavigationCentre = () =>
  useSaveNavigation((input: UpdateNavigationCentreInput) => api(updateNavigationCentre, input));
export const useOrderNavigationCentres = () => useSaveNavigation((ids: number[]) => api(orderNavigationCentres, { ids }));
export const useUpdateNavigationTips = () => useSaveNavigation((content: string) => api(updateNavigationTips, { content }));

export function useRoleSummaries() {
  return useQuery({ queryKey: settingsKeys.roles, queryFn: ({ signal }) => api(listRoleRights, {}, signal) });
}

export function useRoleRights(role: RoleRights['role']) {
  return useQuery({ queryKey: settingsKeys.rights(role), queryFn: ({ signal }) => api(getRoleRights, { role }, signal) });
}

export function useSetRoleRight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetRoleRightInput) => api(setRoleRight, input),
    onSuccess: (data) => {
      client.setQueryData(settingsKeys.rights(data.role), data);
      void client.invalidateQueries({ queryKey: settingsKeys.roles, exact: true });
    },
  });
}
