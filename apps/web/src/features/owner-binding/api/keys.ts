/** Query keys of 业主认证: everything under ['owner-binding', …]. */
export const bindingKeys = {
  all: ['owner-binding'] as const,
  list: (params: unknown) => ['owner-binding', 'list', params] as const,
  estates: ['owner-binding', 'estates'] as const,
};
