import { z } from 'zod';
import { Id } from '../core/integers';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import { reads, writes } from '../core/rights';

// 系统备份: backups of the embedded database kept in DATA_DIR/backups, and the restore from one.
const tag = 'backup';

/** A backup's file name as the server writes it: pm-backup-YYYYMMDD-HHmmss[-n].tar.gz. */
export const BackupName = z.string().regex(/^pm-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/, '备份文件名不正确');

export const BackupFile = z.object({
  name: BackupName,
  /** ISO date-time the backup was made. */
  at: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Who made it (name and account), or null for a file put there by hand. */
  byName: z.string().nullable(),
  byUsername: z.string().nullable(),
});
export type BackupFile = z.infer<typeof BackupFile>;

export const BackupJobKind = z.enum(['backup', 'restore']);
/** running → done | failed. */
export const BackupJobState = z.enum(['running', 'done', 'failed']);
/** The step a running job is at: dumping (backup); checking, swapping, reopening (restore); done. */
export const BackupJobStep = z.enum(['dumping', 'checking', 'swapping', 'reopening', 'done']);
export const BackupJob = z.object({
  id: z.number().int(),
  kind: BackupJobKind,
  state: BackupJobState,
  step: BackupJobStep,
  /** The backup made (backup) or restored from (restore). */
  name: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
});
export type BackupJob = z.infer<typeof BackupJob>;

/** How to back up a PostgreSQL database: the commands with the configured database (never its password). */
export const PostgresBackupHelp = z.object({
  database: z.string(),
  host: z.string(),
  port: z.string(),
  user: z.string(),
  dumpCommand: z.string(),
  restoreCommand: z.string(),
});

export const BackupOverview = z.object({
  mode: z.enum(['embedded', 'postgres']),
  /** Embedded: the caller may make and download backups (their scope covers every company). */
  canBackup: z.boolean(),
  /** Embedded: the caller may restore (the platform's maintenance role). */
  canRestore: z.boolean(),
  backups: z.array(BackupFile),
  /** The job running now, if any (one at a time). */
  running: BackupJob.nullable(),
  postgres: PostgresBackupHelp.nullable(),
});
export type BackupOverview = z.infer<typeof BackupOverview>;

const admins = ['sa', 'super', 'root'] as const;

export const getBackupOverview = defineEndpoint({
  method: 'GET',
  path: '/api/setup/backups',
  input: emptyInput,
  output: BackupOverview,
  auth: 'session',
  rights: reads('data_system-backup'),
  roles: [...admins],
  summary: '系统备份：数据库类型、已有备份（时间、大小、备份人）、正在进行的任务；PostgreSQL 时给出 pg_dump/pg_restore 命令',
  tag,
});
export const startBackup = defineEndpoint({
  method: 'POST',
  path: '/api/setup/backups',
  input: emptyInput,
  output: BackupJob,
  auth: 'session',
  rights: writes('data_system-backup'),
  roles: [...admins],
  summary: '开始备份嵌入式数据库（任务，轮询进度）；备份保存在 DATA_DIR/backups',
  tag,
});
export const getBackupJob = defineEndpoint({
  method: 'GET',
  path: '/api/setup/backups/jobs/:jobId',
  input: z.object({ jobId: Id }),
  output: BackupJob,
  auth: 'session',
  rights: reads('data_system-backup'),
  roles: [...admins],
  silent: true,
  summary: '备份或恢复任务的状态（进行中/完成/失败）与步骤',
  tag,
});
export const downloadBackup = defineEndpoint({
  method: 'GET',
  path: '/api/setup/backups/:name/file',
  input: z.object({ name: BackupName }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: writes('data_system-backup'),
  roles: [...admins],
  summary: '下载一个备份文件（.tar.gz）',
  tag,
});
export const startRestore = defineEndpoint({
  method: 'POST',
  path: '/api/setup/backups/:name/restore',
  input: z.object({ name: BackupName }),
  output: BackupJob,
  auth: 'session',
  rights: writes('data_system-backup'),
  roles: ['root'],
  summary: '从备份恢复嵌入式数据库（仅平台维护 root；任务，轮询进度；恢复期间其他请求答 503）；原数据目录保留在旁',
  tag,
});

export const backupEndpoints = { getBackupOverview, startBackup, getBackupJob, downloadBackup, startRestore };
