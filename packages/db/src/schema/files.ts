import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id } from './columns';

/** Uploaded files: bytes under DATA_DIR/files/<storedName>, metadata here. */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyRef(),
    /** Original file name as uploaded (shown and used for downloads). */
    name: varchar({ length: 200 }).notNull(),
    /** Random name on disk: 32 hex + extension; the only name the download call accepts. */
    storedName: varchar({ length: 80 }).notNull().unique(),
    mime: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    /** Category (spec: cat; 101 = PDF of a message) and owning record (parent) for /api/file/down. */
    cat: integer().notNull().default(0),
    parent: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.cat, t.parent)],
);
