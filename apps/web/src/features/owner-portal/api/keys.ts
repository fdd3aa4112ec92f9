/** Query keys of the portal: everything under ['owner', …] (cleared on sign-out). */
export const ownerKeys = {
  all: ['owner'] as const,
  me: ['owner', 'me'] as const,
  bills: (houseId: number) => ['owner', 'bills', houseId] as const,
  paid: (houseId: number, page: number) => ['owner', 'paid', houseId, page] as const,
  order: (id: number) => ['owner', 'order', id] as const,
  bindings: ['owner', 'bindings'] as const,
  estates: (q: string) => ['owner', 'estates', q] as const,
  houses: (estateId: number, q: string) => ['owner', 'houses', estateId, q] as const,
  requests: ['owner', 'requests'] as const,
  requestPhoto: (id: number, photoId: number) => ['owner', 'request-photo', id, photoId] as const,
  notices: ['owner', 'notices'] as const,
  votes: ['owner', 'votes'] as const,
  invoices: (paymentId: number) => ['owner', 'invoices', paymentId] as const,
};
