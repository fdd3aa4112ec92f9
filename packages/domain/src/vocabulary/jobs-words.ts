// 后台作业 and Excel imports' states, declared once: the contracts' enums and the database's CHECKs are made from them.

/** A job: queued → running → done | failed | cancelled (a failed or cancelled job may be retried). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
/** A job's queue task: pending until its work commits. */
export const JOB_TASK_STATES = ['pending', 'done'] as const;
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
/** read: the workbook is being opened; validate: every row checked; write: the one transaction; done. In order. */
export const IMPORT_PHASES = ['read', 'validate', 'write', 'done'] as const;
