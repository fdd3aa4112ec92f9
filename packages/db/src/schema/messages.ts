import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id } from './columns';

/**
 * System messages published by a company to its users and every company below it.
 * msgFormat 0: content is HTML. msgFormat 1: content is the document id of a PDF rendered from
 * pdfBody (GET /api/pdf?id=<content>&cat=101&parent=<id>).
 */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: id(),
    companyId: companyRef(),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    msgFormat: integer().notNull().default(0),
    /** The PDF document's text (paragraphs separated by blank lines) for msgFormat 1. */
    pdfBody: text(),
    /** A staff-written msgFormat 1 message: the uploaded PDF (files.id) shown instead of a rendered one. */
    fileId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint({ mode: 'number' }),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.createdBy, t.createdAt)],
);

/**
 * The people a staff-written message is addressed to. A message with rows here reaches only them
 * (wherever they are in the company tree below the sender's company); one without rows is a
 * company broadcast (seeded messages).
 */
export const messageReceivers = pgTable(
  'message_receivers',
  {
    messageId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    companyId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index().on(t.userId)],
);

/** Which user read which message. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** Notice documents (告知公文) sent inside a company. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    companyId: companyRef(),
    docNumber: varchar({ length: 50 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    houseName: varchar({ length: 200 }).notNull().default(''),
    /** HTML. */
    content: text().notNull(),
    senderName: varchar({ length: 50 }).notNull(),
    senderPhone: varchar({ length: 30 }).notNull().default(''),
    senderJob: varchar({ length: 50 }).notNull().default(''),
    /** The menu component the notice belongs to (170 催缴通知); null: a general notice. */
    menuId: integer(),
    /** The house it concerns (催缴通知: the house in arrears); null: not about one house. */
    houseId: bigint({ mode: 'number' }),
    estateId: bigint({ mode: 'number' }),
    /** 催缴通知: what the house owed when the notice was written (decimal text in SQL numeric). */
    amount: numeric({ precision: 14, scale: 2 }),
    /** The workflow document (wf_docs) this notice was published from when it was 办结; null otherwise. */
    docId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint({ mode: 'number' }),
  },
  (t) => [index().on(t.companyId), index().on(t.companyId, t.menuId, t.createdAt), index().on(t.houseId)],
);

/** Gapless notice numbers: the last number given per company, kind (e.g. 催) and year; row-locked while writing. */
export const noticeCounters = pgTable(
  'notice_counters',
  {
    companyId: bigint({ mode: 'number' }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] })],
);

/** A notice's recipients and when each confirmed it (handleTime). */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    noticeId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    handleTime: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index().on(t.userId)],
);
