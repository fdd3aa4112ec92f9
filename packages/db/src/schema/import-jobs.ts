import { IMPORT_PHASES, IMPORT_STATUSES } from '@pm/domain';
import { bigint, check, customType, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';

/**
 * One Excel import (the record engine's or a hand-written area's), run as a task on the job engine
 * (kind `import`): any instance's worker reads the file from import_files and writes its progress
 * here, so any instance behind the balancer answers the web's polling (docs/decisions.md, "Excel
 * import as a job" and "Job engine: depreciation, terms and imports").
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    companyId: companyRef(),
    /** The record key (estate, house …). */
    recordKey: varchar({ length: 50 }).notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    /** running | done | failed */
    status: varchar({ length: 10 }).notNull().default('running'),
    /** read | validate | write | done */
    phase: varchar({ length: 10 }).notNull().default('read'),
    /** Data rows in the file (known once it is read; 0 while reading). */
    total: integer().notNull().default(0),
    /** Rows through the current phase. */
    processed: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    /** Rows with an id whose values equal the stored record (nothing written). */
    unchanged: integer().notNull().default(0),
    /** [{ name, rows }] per sheet, once read. */
    sheets: jsonb().notNull().default([]),
    /** Row errors [{ path: '<sheet>!<row>', message }] (at most 200) of a failed import. */
    errors: jsonb().notNull().default([]),
    /** '导入失败！' when failed. */
    message: varchar({ length: 200 }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Heartbeat: every progress write moves it; a running job that stops moving was interrupted. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.companyId, t.createdAt),
    check('import_jobs_status_check', oneOf(t.status, IMPORT_STATUSES)),
    check('import_jobs_phase_check', oneOf(t.phase, IMPORT_PHASES)),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The uploaded file of an import while it runs: in the database, because the instance whose worker
 * takes the task need not be the one that received the upload (instances share no disk). Deleted
 * in the transaction that ends the import (done, failed or cancelled).
 */
export const importFiles = pgTable('import_files', {
  /** import_jobs.id */
  importJobId: bigint({ mode: 'number' }).primaryKey(),
  companyId: companyRef(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
