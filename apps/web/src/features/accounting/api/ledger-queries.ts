import { ledgerEndpoints, periodEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// 账簿 reads: the period range for the pickers, 总账, 明细账, 科目余额表.

export const ledgerKeys = {
  all: ['accounting', 'ledger'] as const,
  range: () => [...ledgerKeys.all, 'period-range'] as const,
  read: (name: string, input: unknown) => [...ledgerKeys.all, name, input] as const,
};

/** POST /api/accounting/period-range: the periods a report may pick. */
export function usePeriodRange() {
  return useQuery({ queryKey: ledgerKeys.range(), queryFn: ({ signal }) => api(periodEndpoints.periodRange, {}, signal) });
}

export function useGeneralLedger(input: EndpointInput<typeof ledgerEndpoints.general> | null) {
  return useQuery({
    queryKey: ledgerKeys.read('general', input),
    queryFn: ({ signal }) => api(ledgerEndpoints.general, input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

export const detailLedgerQuery = (input: EndpointInput<typeof ledgerEndpoints.detail> | null) =>
  queryOptions({
    queryKey: ledgerKeys.read('detail', input),
    queryFn: ({ signal }) => api(ledgerEndpoints.detail, input!, signal),
    enabled: input !== null,
  });

export function useSubjectBalances(input: EndpointInput<typeof ledgerEndpoints.balance> | null) {
  return useQuery({
    queryKey: ledgerKeys.read('balance', input),
    queryFn: ({ signal }) => api(ledgerEndpoints.balance, input!, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
