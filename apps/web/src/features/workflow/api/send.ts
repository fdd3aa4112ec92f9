import { recordOptions, workflowEndpoints as e, type DocKind } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { wfKeys } from './keys';

/** 发文 preparation: me, my company, the active templates and the next number per kind. */
export function useBeginning() {
  return useQuery({ queryKey: wfKeys.beginning, queryFn: ({ signal }) => api(e.beginning, {}, signal) });
}

/** Companies a document of this kind may reach. */
export function useRecvComps(kind: DocKind) {
  return useQuery({ queryKey: wfKeys.recvComps(kind), queryFn: ({ signal }) => api(e.recvComps, { kind }, signal) });
}

/** Active staff of one of those companies. */
export function useReceivers(companyId: number | null, kind: DocKind) {
  return useQuery({
    queryKey: wfKeys.receivers(companyId ?? 0, kind),
    queryFn: ({ signal }) => api(e.receiverByComp, { companyId: companyId ?? 0, kind }, signal),
    enabled: companyId !== null,
  });
}

/** Houses matching what was typed (a notice may name the house it is about). */
export function useHouseOptions(q: string) {
  return useQuery({
    queryKey: wfKeys.houses(q),
    queryFn: ({ signal }) => api(recordOptions, { key: 'house', q: q || undefined }, signal),
    staleTime: 60_000,
  });
}
