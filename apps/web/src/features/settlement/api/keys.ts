/** Query keys of the settlement screens: everything under ['settlement', area, …]. */
export const settlementKeys = {
  all: ['settlement'] as const,
  area: (area: string) => ['settlement', area] as const,
  house: (houseId: number) => ['settlement', 'house', houseId] as const,
  list: (area: string, params: unknown) => ['settlement', area, 'list', params] as const,
  one: (area: string, id: number) => ['settlement', area, 'one', id] as const,
};
