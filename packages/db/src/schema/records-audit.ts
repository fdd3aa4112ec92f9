import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, timestamp, unique, uniqueIndex, varchar, type PgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, companyRef, id, recordVersion } from './columns';

/** Columns every engine record table starts with: id, owning company, audit, version, soft-delete mark. */
export const recordColumns = () => ({
  id: id(),
  companyId: companyRef(),
  ...auditColumns,
  version: recordVersion(),
  /** Set instead of deleting a record other records still reference. */
  deletedAt: timestamp({ withTimezone: true }),
});

/**
 * The unique index of a field a record declaration calls `unique`: one value per company among
 * live rows. Name it `<table>_<column>_unique` (SQL names): the record engine maps a violation of
 * that name to "<field label>已存在", and a test fails when a declared unique field has none.
 */
export const liveUnique = (name: string, t: { companyId: PgColumn; deletedAt: PgColumn }, column: PgColumn) =>
  uniqueIndex(name).on(t.companyId, column).where(sql`${t.deletedAt} is null`);

/** Every write through the record engine and the master-data services (系统日志). */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    companyId: companyRef(),
    userId: bigint({ mode: 'number' }),
    /** Record key (estate, house …) or service name. */
    recordKey: varchar({ length: 50 }).notNull(),
    recordId: bigint({ mode: 'number' }),
    /** create | update | delete | soft-delete | import | export */
    action: varchar({ length: 20 }).notNull(),
    /** Short detail: changed field names, row count of an import. */
    detail: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.at), index().on(t.recordKey, t.recordId)],
);

/** Export purpose (spec: usage, auditor, auditDate YYYY.MM.DD) of every Excel export. */
export const exportAudits = pgTable(
  'export_audits',
  {
    id: id(),
    companyId: companyRef(),
    userId: bigint({ mode: 'number' }),
    recordKey: varchar({ length: 50 }).notNull(),
    usage: varchar({ length: 200 }).notNull(),
    auditor: varchar({ length: 50 }).notNull(),
    /** As entered: YYYY.MM.DD. */
    auditDate: varchar({ length: 10 }).notNull(),
    filters: jsonb(),
    rows: integer(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.at)],
);

/**
 * Dictionary rows. companyId null: the built-in items (from the declarations, written at start);
 * a company row with the same code and value relabels or disables a built-in item, or adds one.
 */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: id(),
    companyId: bigint({ mode: 'number' }),
    dictCode: varchar({ length: 50 }).notNull(),
    /** The dictionary's name (copied from the declaration, for the list). */
    dictName: varchar({ length: 50 }).notNull(),
    value: varchar({ length: 30 }).notNull(),
    labelCn: varchar({ length: 50 }).notNull(),
    labelTw: varchar({ length: 50 }).notNull(),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...auditColumns,
    version: recordVersion(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('dictionary_items_scope_unique').on(t.companyId, t.dictCode, t.value).nullsNotDistinct(),
    index().on(t.dictCode),
  ],
);
