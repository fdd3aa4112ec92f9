import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordDef } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { registerUniqueIndexes } from './record-unique';

/** The columns the engine needs on a record table (recordColumns() gives them all). */
export type RecordTable = PgTable & {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
  /** Bumped by a row trigger on every update (packages/db/sql/record_versions.sql). */
  version: AnyPgColumn;
};

export interface WriteContext {
  tx: DbOrTx;
  session: Session;
  /** The existing row (update); undefined on create. */
  existing: Record<string, unknown> | undefined;
  /** 'import' when the write comes from an Excel row. */
  via: 'form' | 'import';
}

/** How a declared record type lives on the server: its table and its rules. */
export interface RecordBinding {
  def: RecordDef;
  table: RecordTable;
  /**
   * The company column; every query filters it by the caller's company. Default `table.companyId`.
   * `null` only for views that scope themselves with `scope` (companies).
   */
  companyColumn?: AnyPgColumn | null;
  /** Column per field when it is not `table[fieldName]`. */
  columns?: Record<string, AnyPgColumn>;
  /** Soft-delete column; default `table.deletedAt` when it exists. */
  deletedColumn?: AnyPgColumn;
  /** Extra WHERE for every read and write (e.g. a view over users with role emp). */
  where?: (session: Session, db: DbOrTx) => Promise<SQL | undefined> | SQL | undefined;
  /**
   * Tables outside the engine that reference this record (the engine already knows every `ref`
   * field of every declaration). A referenced record is soft-deleted (or refused without deletedAt).
   */
  referencedBy?: { table: PgTable; column: AnyPgColumn; deletedColumn?: AnyPgColumn }[];
  /**
   * Business rules beyond the field rules: may change `values` (computed columns) or throw an
   * AppError (badRequest with details for a field, rejected for a business refusal). Runs inside
   * the write transaction, for form writes and for every imported row.
   */
  beforeWrite?: (values: Record<string, unknown>, ctx: WriteContext) => Promise<void> | void;
  /** After the row is written, in the same transaction (history rows, denormalised counts). */
  afterWrite?: (row: Record<string, unknown>, ctx: WriteContext) => Promise<void> | void;
  /** Before every read (list, get, options, export): e.g. sync a view's rows from their source. */
  beforeRead?: (session: Session, db: Db) => Promise<void>;
  /**
   * Live rows per company and one field's value, kept exact by triggers in the writing transaction
   * (e.g. house_counts per estate): a list filtered by that field alone reads its total here
   * instead of counting.
   */
  liveCounts?: { field: string; table: PgTable; companyColumn: AnyPgColumn; groupColumn: AnyPgColumn; liveColumn: AnyPgColumn };
  /** Refuse a delete with an AppError (e.g. a house with arrears). */
  beforeDelete?: (row: Record<string, unknown>, ctx: WriteContext) => Promise<void> | void;
}

const bindings = new Map<string, RecordBinding>();

/**
 * Registers record bindings; call it from your feature plugin (its composition root). The engine's
 * generic endpoints (`/api/records/:key…`) look the key up at request time.
 */
export function bindRecords(list: RecordBinding[]): void {
  for (const binding of list) {
    bindings.set(binding.def.key, binding);
    registerUniqueIndexes(binding);
  }
}

export function findBinding(key: string): RecordBinding | undefined {
  return bindings.get(key);
}

export function allBindings(): RecordBinding[] {
  return [...bindings.values()];
}
