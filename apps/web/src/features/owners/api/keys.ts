export const ownersKeys = {
  all: ['owners'] as const,
  publicAccount: (estateId: number) => ['owners', 'public', estateId] as const,
  repair: (estateId: number) => ['owners', 'repair', estateId] as const,
  statement: (houseId: number) => ['owners', 'statement', houseId] as const,
  votes: ['owners', 'votes'] as const,
  vote: (id: number) => ['owners', 'votes', id] as const,
};
