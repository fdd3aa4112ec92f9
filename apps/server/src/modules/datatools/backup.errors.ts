import { AppError, conflict, forbidden, notFound, rejected } from '../../errors/app-error';

export const backupBusy = () => conflict('backup.busy', '已有备份或恢复任务正在进行，请稍候再试');
export const backupMissing = () => notFound('备份文件不存在', 'backup.not_found');
export const backupJobMissing = () => notFound('备份任务不存在', 'backup.job_not_found');
export const backupOnPostgres = () =>
  rejected(409, 'backup.postgres', '当前使用 PostgreSQL 数据库，请按页面说明使用 pg_dump / pg_restore 备份与恢复');
export const backupNotWholeScope = () =>
  forbidden('备份包含平台上所有公司的数据，只有管辖全部公司的管理员或平台维护人员可以操作', 'backup.scope');
export const restoring = () => new AppError(503, 'backup.restoring', '系统正在恢复数据，请稍候再试');
