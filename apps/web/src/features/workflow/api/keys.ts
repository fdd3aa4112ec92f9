import type { DocKind } from '@pm/contracts';

/** Query keys of the document flow; every write refreshes `all` (lists, the open documents, counts). */
export const wfKeys = {
  all: ['workflow'] as const,
  todo: (kind: DocKind | undefined, page: number) => ['workflow', 'todo', kind ?? 'all', page] as const,
  dealt: (kind: DocKind | undefined, page: number) => ['workflow', 'dealt', kind ?? 'all', page] as const,
  processing: (kindCode: number) => ['workflow', 'processing', kindCode] as const,
  detail: (id: number) => ['workflow', 'doc', id] as const,
  dealInfo: (id: number) => ['workflow', 'doc', id, 'deal-info'] as const,
  follows: (id: number) => ['workflow', 'doc', id, 'follows'] as const,
  beginning: ['workflow', 'beginning'] as const,
  recvComps: (kind: DocKind) => ['workflow', 'recv-comps', kind] as const,
  receivers: (companyId: number, kind: DocKind) => ['workflow', 'receivers', companyId, kind] as const,
  houses: (q: string) => ['workflow', 'houses', q] as const,
};
