import { periodEndpoints } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ledgerKeys } from './ledger-queries';

// 会计期间: the list, open next, 结账, 反结账. A change refreshes every ledger and report read.

const periodKey = ['accounting', 'periods'] as const;

export function usePeriods() {
  return useQuery({ queryKey: periodKey, queryFn: ({ signal }) => api(periodEndpoints.period, {}, signal) });
}

export function usePeriodEvents() {
  return useQuery({ queryKey: [...periodKey, 'events'], queryFn: ({ signal }) => api(periodEndpoints.events, {}, signal) });
}

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: periodKey }), client.invalidateQueries({ queryKey: ledgerKeys.all }), client.invalidateQueries({ queryKey: ['accounting', 'reports'] })]);
}

export function useOpenNext() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => api(periodEndpoints.openNext, {}), onSuccess: refresh });
}

export function useClosePeriod() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (period: string) => api(periodEndpoints.close, { period }), onSuccess: refresh });
}

export function useReopenPeriod() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: { period: string; reason: string }) => api(periodEndpoints.reopen, input), onSuccess: refresh });
}
