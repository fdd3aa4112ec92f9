/** Query keys of the charging screens: everything under ['charging', area, …]. */
export const chargingKeys = {
  all: ['charging'] as const,
  area: (area: string) => ['charging', area] as const,
  list: (area: string, params: unknown) => ['charging', area, 'list', params] as const,
  one: (area: string, id: number) => ['charging', area, 'one', id] as const,
};
