import { badRequest, conflict, notFound } from '../../errors/app-error';

export const jobErrors = {
  jobNotFound: () => notFound('作业不存在', 'jobs.not_found'),
  notCancellable: () => conflict('jobs.not_cancellable', '只能取消排队中或进行中的作业'),
  notRetryable: () => conflict('jobs.not_retryable', '只能重试失败或已取消的作业'),
  exportNotFound: () => notFound('导出作业不存在', 'jobs.export_not_found'),
  exportFileNotFound: () => notFound('导出文件不存在：导出尚未完成，或已超过保留期（7 天）', 'jobs.export_file_not_found'),
  scheduleNotFound: () => notFound('定时任务不存在', 'jobs.schedule_not_found'),
  badSchedule: (path: string, message: string) => badRequest('jobs.bad_schedule', message, [{ path, message }]),
};
