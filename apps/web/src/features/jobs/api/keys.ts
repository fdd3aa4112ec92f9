/** Query keys of the 后台作业 and 定时任务 screens: everything under ['jobs', …]. */
export const jobKeys = {
  all: ['jobs'] as const,
  jobs: ['jobs', 'list'] as const,
  list: (params: unknown) => ['jobs', 'list', params] as const,
  schedules: ['jobs', 'schedules'] as const,
  options: (name: string) => ['jobs', 'options', name] as const,
};
