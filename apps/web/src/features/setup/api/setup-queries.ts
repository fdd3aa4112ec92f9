import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApprovalPolicy, getStaffPermission, listPermissionStaff, listSystemLog, saveStaffPermission, setApprovalPolicy } from '@pm/contracts';
import { api } from '../../../api/client';

export const setupKeys = {
  staff: (q: string) => ['setup', 'staff-permission', 'staff', q] as const,
  permission: (userId: number) => ['setup', 'staff-permission', userId] as const,
  log: (params: SystemLogParams) => ['setup', 'system-log', params] as const,
  approvalPolicy: ['setup', 'approval-policy'] as const,
};

export function usePermissionStaff(q: string) {
  return useQuery({
    queryKey: setupKeys.staff(q),
    queryFn: ({ signal }) => api(listPermissionStaff, { q: q || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffPermission(userId: number | null) {
  return useQuery({
    queryKey: setupKeys.permission(userId ?? 0),
    queryFn: ({ signal }) => api(getStaffPermission, { userId: userId ?? 0 }, signal),
    enabled: userId !== null,
  });
}

export function useSaveStaffPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; menuIds: number[] }) => api(saveStaffPermission, v),
    onSuccess: (data) => {
      client.setQueryData(setupKeys.permission(data.userId), data);
      void client.invalidateQueries({ queryKey: ['setup', 'staff-permission', 'staff'] });
    },
  });
}

/** GET /api/setup/approval-policy: whether the one who entered a reduction, an adjustment or a refund may approve it. */
export function useApprovalPolicy(enabled: boolean) {
  return useQuery({ queryKey: setupKeys.approvalPolicy, queryFn: ({ signal }) => api(getApprovalPolicy, {}, signal), enabled });
}

/** PUT /api/setup/approval-policy (sa, super): 允许本人审批 on or off; the server logs the change. */
export function useSaveApprovalPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (selfApproval: boolean) => api(setApprovalPolicy, { selfApproval }),
    onSuccess: (data) => client.setQueryData(setupKeys.approvalPolicy, data),
  });
}

export interface SystemLogParams {
  page: number;
  size: number;
  from?: string | undefined;
  to?: string | undefined;
  recordKey?: string | undefined;
  action?: string | undefined;
  user?: string | undefined;
}

/** One page of 系统日志 (the list kit reads it). */
export const systemLogQuery = (params: SystemLogParams) =>
  queryOptions({
    queryKey: setupKeys.log(params),
    queryFn: ({ signal }) => api(listSystemLog, params, signal),
  });
