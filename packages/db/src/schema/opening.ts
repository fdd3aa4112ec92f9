import { OPENING_ROW_KINDS, OPENING_SOURCES, OPENING_STATES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 期初导入 (issue 28): a company going live brings its open fees, prepayments, 存零 and deposits from
// another system. A file is checked first (every row, nothing written to the ledger: the rows are
// staged here and previewed); committing writes them as released bill lines marked with the import
// and as 期初 payments (settle type 15) on the houses' accounts, with the opening voucher that ties
// them to the books; undoing reverses all of it while nothing of it has been paid or moved since.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/**
 * One opening import. checked → committing → done → undoing → undone; checked → discarded. A commit
 * or undo that fails goes back to where it started with `error`. One import per company commits or
 * undoes at a time (partial unique index), so two imports of the same file cannot both pass the
 * duplicate check.
 */
export const openingImports = pgTable(
  'opening_imports',
  {
    id: id(),
    companyId: companyRef(),
    fileName: varchar({ length: 255 }).notNull(),
    /** template | hc */
    source: varchar({ length: 10 }).notNull(),
    /** checked | committing | done | undoing | undone | discarded */
    state: varchar({ length: 10 }).notNull().default('checked'),
    /** The import_jobs row that checked the file. */
    checkJobId: ref().notNull(),
    arrearsRows: integer().notNull().default(0),
    accountRows: integer().notNull().default(0),
    depositRows: integer().notNull().default(0),
    arrears: money().notNull().default('0'),
    prepay: money().notNull().default('0'),
    change: money().notNull().default('0'),
    deposits: money().notNull().default('0'),
    /** The preview: per estate, kind and item, rows, houses and amount. */
    totals: jsonb().notNull(),
    /** The go-live day: the opening voucher's date and the 期初 payments' business day. */
    asOf: date({ mode: 'string' }),
    /** The subject the opening voucher balances against (期初 equity or a suspense subject). */
    counterSubjectCode: varchar({ length: 20 }),
    voucherId: ref(),
    undoVoucherId: ref(),
    /** 账务核对 as the commit found it: the ledger's recount beside the voucher, per slot (OpeningTieRow[]). */
    tie: jsonb(),
    /** The job (jobs) committing or undoing it now or last. */
    jobId: ref(),
    error: text(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    committedBy: ref(),
    committedAt: at(),
    undoneBy: ref(),
    undoneAt: at(),
    undoReason: varchar({ length: 200 }),
  },
  (t) => [
    index().on(t.companyId, t.createdAt),
    uniqueIndex('opening_imports_check_job_unique').on(t.checkJobId),
    uniqueIndex('opening_imports_one_busy').on(t.companyId).where(sql`${t.state} in ('committing', 'undoing')`),
    check('opening_imports_state_check', oneOf(t.state, OPENING_STATES)),
    check('opening_imports_source_check', oneOf(t.source, OPENING_SOURCES)),
  ],
);

/**
 * A checked row, staged until the import is committed or discarded (then dropped): kind arrears
 * (a bill line to be), prepay / change (a house account's balance), deposit (a deposit item's).
 */
export const openingImportRows = pgTable(
  'opening_import_rows',
  {
    importId: ref().notNull(),
    seq: integer().notNull(),
    companyId: companyRef(),
    /** arrears | prepay | change | deposit */
    kind: varchar({ length: 8 }).notNull(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    /** The charge item (arrears, deposit); 0 for prepay and change. */
    itemId: ref().notNull(),
    /** YYYY-MM: the first month of an arrears row. */
    period: varchar({ length: 7 }),
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    /** 违约金起算日 of an arrears row (null: due date + grace). */
    lateFrom: date({ mode: 'string' }),
    amount: money().notNull(),
    /** A deposit's payer and the day it was paid in the old system. */
    payerName: varchar({ length: 50 }),
    paidOn: date({ mode: 'string' }),
    remark: varchar({ length: 200 }),
    /** Where it came from: '<sheet>!<row>'. */
    place: varchar({ length: 60 }).notNull(),
  },
  (t) => [
    uniqueIndex('opening_import_rows_pk').on(t.importId, t.seq),
    check('opening_import_rows_kind_check', oneOf(t.kind, OPENING_ROW_KINDS)),
    check('opening_import_rows_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The 期初 payments (settle type 15) a commit wrote: what an undo reverses and the tie recounts. */
export const openingImportPayments = pgTable(
  'opening_import_payments',
  {
    importId: ref().notNull(),
    paymentId: ref().notNull(),
    companyId: companyRef(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.paymentId] })],
);
