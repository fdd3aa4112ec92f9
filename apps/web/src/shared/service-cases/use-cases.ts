import { getCaseInfo, getCaseTree, type CaseNode } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** GET /api/case/tree (the same for everyone: kept five minutes). */
export function useCaseNodes(enabled = true) {
  return useQuery({ queryKey: ['case-tree'], queryFn: ({ signal }) => api(getCaseTree, {}, signal), enabled, staleTime: 5 * 60_000 });
}

/** POST /api/case/info of the chosen case. */
export function useCaseBody(chosen: CaseNode | null) {
  return useQuery({
    queryKey: ['case-info', chosen?.id],
    queryFn: ({ signal }) => api(getCaseInfo, { id: chosen?.id ?? 0, category: chosen?.parentId ?? undefined }, signal),
    enabled: chosen !== null,
  });
}
