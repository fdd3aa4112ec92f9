/** Query keys of the office screens: everything under ['office', …], so a write refreshes its lists. */
export const officeKeys = {
  all: ['office'] as const,
  templates: (kind: string | undefined) => ['office', 'templates', kind ?? 'all'] as const,
  overdue: (filter: unknown) => ['office', 'overdue', filter] as const,
  executing: (id: number) => ['office', 'executing', id] as const,
  follows: (id: number) => ['office', 'follows', id] as const,
  pushList: (filter: unknown) => ['office', 'push', filter] as const,
  pushRecipients: (id: number) => ['office', 'push-recipients', id] as const,
  recvComps: (kind: string) => ['office', 'recv-comps', kind] as const,
  receivers: (companyId: number, kind: string) => ['office', 'receivers', companyId, kind] as const,
  units: () => ['office', 'units'] as const,
  depts: (companyId: number) => ['office', 'depts', companyId] as const,
  jobs: (companyId: number) => ['office', 'jobs', companyId] as const,
  staff: (companyId: number) => ['office', 'staff', companyId] as const,
  contacts: (filter: unknown) => ['office', 'contacts', filter] as const,
  sent: () => ['office', 'sent-messages'] as const,
  empWorking: (companyId: number, userId: number) => ['office', 'emp-working', companyId, userId] as const,
};
