import { CALL_CENTER_PAGE_SIZES } from '@pm/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCallOrder,
  createPhoneBookEntry,
  type CallOrderInput,
  deletePhoneBookEntry,
  forwardNumbers,
  queryAgentGroups,
  queryAgents,
  queryCallRecords,
  queryPhoneBook,
  updatePhoneBookEntry,
} from '@pm/contracts';
import { api } from '../../../api/client';

export const ccKeys = {
  book: (page: number, size: number, q: string) => ['call-center', 'book', page, size, q] as const,
  records: (page: number, callType?: number) => ['call-center', 'records', page, callType ?? 0] as const,
  groups: (page: number) => ['call-center', 'groups', page] as const,
  agents: (groupId: number) => ['call-center', 'agents', groupId] as const,
  forward: ['call-center', 'forward'] as const,
};

export const phoneBookQuery = (page: number, size: number, q: string) =>
  queryOptions({ queryKey: ccKeys.book(page, size, q), queryFn: () => api(queryPhoneBook, { page, size, q }), placeholderData: keepPreviousData });

export function useSavePhoneBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; name: string; phone: string }) =>
      v.id ? api(updatePhoneBookEntry, { id: v.id, name: v.name, phone: v.phone }) : api(createPhoneBookEntry, { name: v.name, phone: v.phone }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['call-center', 'book'] }),
  });
}

export function useDeletePhoneBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deletePhoneBookEntry, { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['call-center', 'book'] }),
  });
}

/** Call records, 6 per page (spec section 9). */
export const RECORD_PAGE_SIZE = 6;
export const callRecordsQuery = (page: number, callType?: number) =>
  queryOptions({
    queryKey: ccKeys.records(page, callType),
    queryFn: () => api(queryCallRecords, { page, size: RECORD_PAGE_SIZE, ...(callType ? { callType } : {}) }),
    staleTime: 0,
  });

/** Agent groups, 10 per page (spec section 9). */
export function useAgentGroups(page: number, enabled: boolean) {
  return useQuery({ queryKey: ccKeys.groups(page), queryFn: () => api(queryAgentGroups, { page, size: CALL_CENTER_PAGE_SIZES.agentGroups }), enabled });
}

export function useAgents(groupId: number | null) {
  return useQuery({ queryKey: ccKeys.agents(groupId ?? 0), queryFn: () => api(queryAgents, { groupId: groupId ?? 0 }), enabled: Boolean(groupId) });
}

export function useForwardNumbers(enabled: boolean) {
  return useQuery({ queryKey: ccKeys.forward, queryFn: () => api(forwardNumbers, { pageNo: 1, pageSize: 999 }), enabled });
}

/** 来电建单: POST /api/call-center/work-orders (the order lands on the house's company's 派工管理). */
export function useCreateCallOrder() {
  return useMutation({ mutationFn: (input: CallOrderInput) => api(createCallOrder, input) });
}
