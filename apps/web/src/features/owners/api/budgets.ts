import { ownerBudgetEndpoints as e, type EndpointInput } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownersKeys } from './keys';

/** GET /api/owners/budgets: the estate's budgets, newest year first. */
export function useBudgets(estateId: number | null) {
  return useQuery({
    queryKey: [...ownersKeys.budgets, 'list', estateId ?? 0],
    queryFn: ({ signal }) => api(e.list, { estateId: estateId ?? 0 }, signal),
    enabled: estateId !== null,
  });
}

/** GET /api/owners/budgets/:id: the lines with their actuals and the spending charged to them. */
export function useBudget(id: number | null) {
  return useQuery({ queryKey: ownersKeys.budget(id ?? 0), queryFn: ({ signal }) => api(e.detail, { id: id ?? 0 }, signal), enabled: id !== null });
}

/** The budget calls that change a budget (create, lines, audit, vote, execute, spend, close). */
export const budgetSteps = { create: e.create, setLines: e.setLines, submitAudit: e.submitAudit, startVote: e.startVote, redraft: e.redraft, execute: e.execute, spend: e.spend, close: e.close };

/** One step of a budget; the budget lists, the public account and the votes refresh after it. */
export function useBudgetStep<E extends (typeof budgetSteps)[keyof typeof budgetSteps]>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => api(endpoint, input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ownersKeys.budgets });
      await client.invalidateQueries({ queryKey: ['owners', 'public'] });
      await client.invalidateQueries({ queryKey: ownersKeys.votes });
    },
  });
}

/** GET /api/owners/approval-docs: the company's workflow documents (finished by default) for a picker. */
export function useApprovalDocs(status: 'finished' | 'running' | 'any') {
  return useQuery({ queryKey: [...ownersKeys.approvalDocs, status], queryFn: ({ signal }) => api(e.approvalDocs, { status }, signal) });
}
