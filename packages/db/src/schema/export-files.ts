import { bigint, customType, index, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyRef } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The workbook an export job is writing, in pieces of about 1 MB as the stream gives them: in the database, because the
 * instance that downloads it need not be the one whose worker wrote it. `attempt` is one delivery of the task: a
 * delivery cut by a crash leaves pieces no file row names, removed when a later delivery finishes (or with the job).
 */
export const exportFileChunks = pgTable(
  'export_file_chunks',
  {
    /** background_jobs.id */
    jobId: bigint({ mode: 'number' }).notNull(),
    attempt: uuid().notNull(),
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.attempt, t.seq] })],
);

/**
 * The finished workbook of an export job: which delivery's pieces make it, its name, size and rows. Written in the
 * transaction that marks the job's task done, so one delivery's file is the file, whatever the deliveries. Kept 7 days
 * (removed when the company's next export starts after that).
 */
export const exportFiles = pgTable(
  'export_files',
  {
    /** background_jobs.id */
    jobId: bigint({ mode: 'number' }).primaryKey(),
    companyId: companyRef(),
    attempt: uuid().notNull(),
    name: varchar({ length: 255 }).notNull(),
    bytes: integer().notNull(),
    rows: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.createdAt)],
);
