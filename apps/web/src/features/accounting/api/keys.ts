/** Query keys of the accounting screens: everything under ['accounting', area, …], so a voucher write refreshes the ledgers too. */
export const accountingKeys = {
  all: ['accounting'] as const,
  book: () => ['accounting', 'book'] as const,
  chartTemplates: () => ['accounting', 'chart-templates'] as const,
  subjects: (includeInactive: boolean) => ['accounting', 'subjects', includeInactive] as const,
  vouchers: (filter: unknown) => ['accounting', 'vouchers', 'list', filter] as const,
  voucher: (id: number) => ['accounting', 'vouchers', 'one', id] as const,
  templates: (keyword: string) => ['accounting', 'voucher-templates', keyword] as const,
};
