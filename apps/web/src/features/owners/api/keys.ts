export const ownersKeys = {
  all: ['owners'] as const,
  publicAccount: (estateId: number) => ['owners', 'public', estateId] as const,
  repair: (estateId: number) => ['owners', 'repair', estateId] as const,
  statement: (houseId: number) => ['owners', 'statement', houseId] as const,
  votes: ['owners', 'votes'] as const,
  vote: (id: number) => ['owners', 'votes', id] as const,
  budgets: ['owners', 'budgets'] as const,
  budget: (id: number) => ['owners', 'budgets', id] as const,
  approvalDocs: ['owners', 'approval-docs'] as const,
  outsourcing: ['owners', 'outsourcing'] as const,
  contract: (id: number) => ['owners', 'outsourcing', id] as const,
};
