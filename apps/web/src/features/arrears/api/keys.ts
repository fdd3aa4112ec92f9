/** Query keys of the arrears and settlement-report screens: everything under ['arrears', area, …]. */
export const arrearsKeys = {
  all: ['arrears'] as const,
  area: (area: string) => ['arrears', area] as const,
  list: (area: string, params: unknown) => ['arrears', area, 'list', params] as const,
  one: (area: string, id: number) => ['arrears', area, 'one', id] as const,
};
