import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Fields, RecordDef, RecordValues } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { forbidden, notFound, rejected } from '../../errors/app-error';
import type { Session } from '../../http/session';

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

export interface WriteContext<R extends object = Record<string, unknown>> {
  tx: DbOrTx;
  session: Session;
  /** The existing row (update), as the table stores it; undefined on create. */
  existing: R | undefined;
  /** 'import' when the write comes from an Excel row. */
  via: 'form' | 'import';
}

/**
 * What a write sets, keyed by field name: the writable fields the body or the Excel row carries
 * (an update sends only what changes), each typed by its kind. A hook may add computed fields.
 */
export type WriteValues<F extends Fields = Fields> = Partial<RecordValues<F>>;

/** A stored row of the binding's table (field names are its properties unless `columns` maps them). */
export type StoredRow<T extends RecordTable> = T['$inferSelect'];

/** The values a `beforeWrite` rule of declaration D gets: `values: ValuesOf<typeof complaintRecord>`. */
export type ValuesOf<D> = D extends RecordDef<infer F> ? WriteValues<F> : never;

/**
 * How a declared record type lives on the server: its table and its rules. `F` (the declaration's
 * fields) and `T` (the table) type the hooks; build one with `bindRecord`, which infers them. The
 * hooks are declared as methods, so a typed binding also fits the erased `RecordBinding` of a list.
 */
export interface RecordBinding<F extends Fields = Fields, T extends RecordTable = RecordTable> {
  def: RecordDef<F>;
  table: T;
  /**
   * The company column; every query filters it by the caller's company. Default `table.companyId`.
   * `null` only for views that scope themselves with `scope` (companies).
   */
  companyColumn?: AnyPgColumn | null;
  /** Column per field when it is not `table[fieldName]`. */
  columns?: Partial<Record<keyof F & string, AnyPgColumn>>;
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
  beforeWrite?(values: WriteValues<F>, ctx: WriteContext<StoredRow<T>>): Promise<void> | void;
  /** After the row is written, in the same transaction (history rows, denormalised counts). */
  afterWrite?(row: StoredRow<T>, ctx: WriteContext<StoredRow<T>>): Promise<void> | void;
  /** Before every read (list, get, options, export): e.g. sync a view's rows from their source. */
  beforeRead?: (session: Session, db: Db) => Promise<void>;
  /**
   * Live rows per company and one field's value, kept exact by triggers in the writing transaction
   * (e.g. house_counts per estate): a list filtered by that field alone reads its total here
   * instead of counting.
   */
  liveCounts?: {
    field: keyof F & string;
    table: PgTable;
    companyColumn: AnyPgColumn;
    groupColumn: AnyPgColumn;
    liveColumn: AnyPgColumn;
  };
  /** Refuse a delete with an AppError (e.g. a house with arrears). */
  beforeDelete?(row: StoredRow<T>, ctx: WriteContext<StoredRow<T>>): Promise<void> | void;
}

/**
 * A binding of one declaration, with the hooks typed from its fields and its table:
 * `bindRecord(complaintRecord, { table: schema.complaints, beforeWrite: complaintRules })`.
 */
export function bindRecord<F extends Fields, T extends RecordTable>(
  def: RecordDef<F>,
  binding: Omit<RecordBinding<F, T>, 'def'>,
): RecordBinding<F, T> {
  return { def, ...binding };
}

/** A binding of any declaration, as the engine holds them (field names erased). */
export type AnyRecordBinding = RecordBinding;

/**
 * Every bound record type, built once from the areas' binding lists (features.ts) and handed to
 * whoever needs it: the records service, Excel import and export, the unique-index names, tests.
 */
export class RecordRegistry {
  private readonly byKey = new Map<string, RecordBinding>();

  constructor(bindings: readonly RecordBinding[]) {
    for (const binding of bindings) {
      if (this.byKey.has(binding.def.key)) throw new Error(`record ${binding.def.key} is bound twice`);
      this.byKey.set(binding.def.key, binding);
    }
    for (const binding of bindings) {
      for (const [name, field] of Object.entries(binding.def.fields)) {
        if (field.kind === 'ref' && !this.byKey.has(field.record))
          throw new Error(`record ${binding.def.key}: field ${name} refers to ${field.record}, which is not bound`);
      }
    }
  }

  find(key: string): RecordBinding | undefined {
    return this.byKey.get(key);
  }

  all(): RecordBinding[] {
    return [...this.byKey.values()];
  }

  /** The binding of a key the caller may use for `mode`, or 404 / 403. */
  bindingFor(key: string, session: Session, mode: 'read' | 'write'): RecordBinding {
    const binding = this.find(key);
    if (!binding) throw notFound('记录类型不存在', 'records.unknown_key');
    const roles = mode === 'read' ? binding.def.readRoles : binding.def.writeRoles;
    if (!roles.includes(session.role)) throw forbidden();
    if (mode === 'write' && binding.def.readOnly) throw rejected(403, 'records.read_only', '该记录只读，不能修改');
    return binding;
  }

  /** Every engine `ref` field pointing at `key`: (binding, field). */
  referencesTo(key: string): { binding: RecordBinding; field: string }[] {
    const out: { binding: RecordBinding; field: string }[] = [];
    for (const b of this.byKey.values()) {
      for (const [name, field] of Object.entries(b.def.fields))
        if (field.kind === 'ref' && field.record === key) out.push({ binding: b, field: name });
    }
    return out;
  }
}
