import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money: numeric(14,2), read and written as decimal strings, never floats. */
export const money = (name?: string) =>
  name ? numeric(name, { precision: 14, scale: 2 }) : numeric({ precision: 14, scale: 2 });

/** Money or prices where the spec allows 4 decimals. */
export const money4 = (name?: string) =>
  name ? numeric(name, { precision: 14, scale: 4 }) : numeric({ precision: 14, scale: 4 });

/** Primary key for every table: identity bigint, exposed to the API as a number. */
export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The owning company of a tenant-scoped row. */
export const companyRef = () => bigint({ mode: 'number' }).notNull();

/** Who and when created and last changed a record (user ids; null for system work). */
export const auditColumns = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: bigint({ mode: 'number' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint({ mode: 'number' }),
};

export const sortOrder = () => integer().notNull().default(0);

/**
 * A record's version: 1 when inserted, bumped by a row trigger on every update whoever writes
 * (packages/db/sql/record_versions.sql). An update based on an older version is refused.
 */
export const recordVersion = () => integer().notNull().default(1);

/** `column in ('a', 'b', …)` from a tuple of the domain's vocabulary (packages/domain/src/vocabulary): a CHECK made from the words it holds. */
export function oneOf(column: AnyPgColumn, words: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', '))})`;
}
