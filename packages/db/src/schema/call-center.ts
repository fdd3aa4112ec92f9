import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, companyRef, id } from './columns';

/** 电话簿: a company's phone book for the softphone (name and phone required). */
export const ccPhoneBook = pgTable(
  'cc_phone_book',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 30 }).notNull(),
    ...auditColumns,
  },
  (t) => [index().on(t.companyId, t.name)],
);

/**
 * 通话记录: one call, taken from the vendor's call-event feed (the server pulls it; see
 * docs/decisions.md). callType 1 inbound, 2 outbound. The recording is a short WAV kept as base64.
 */
export const ccCallRecords = pgTable(
  'cc_call_records',
  {
    id: id(),
    companyId: companyRef(),
    vendorCallId: varchar({ length: 64 }).notNull(),
    tenantId: varchar({ length: 40 }).notNull(),
    agentId: varchar({ length: 40 }).notNull(),
    agentDn: varchar({ length: 20 }).notNull(),
    callType: integer().notNull(),
    customDisplayNum: varchar({ length: 30 }).notNull(),
    calleeNum: varchar({ length: 30 }).notNull(),
    callTime: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    result: varchar({ length: 20 }).notNull(),
    transferredTo: varchar({ length: 30 }),
    recordingWav: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cc_call_records_vendor_call_uq').on(t.tenantId, t.vendorCallId),
    index().on(t.companyId, t.callTime),
  ],
);

/** How far the call-event feed of one vendor tenant has been read (its `next` sequence). */
export const ccFeedCursors = pgTable('cc_feed_cursors', {
  tenantId: varchar({ length: 40 }).primaryKey(),
  cursor: bigint({ mode: 'number' }).notNull().default(0),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user's call-centre (agent) login: the vendor token is kept here, never sent to the browser. */
export const ccAgentLogins = pgTable(
  'cc_agent_logins',
  {
    userId: bigint({ mode: 'number' }).primaryKey(),
    companyId: companyRef(),
    tenantId: varchar({ length: 40 }).notNull(),
    agentId: varchar({ length: 40 }).notNull(),
    agentName: varchar({ length: 50 }).notNull(),
    agentDn: varchar({ length: 20 }).notNull(),
    groupId: integer(),
    vendorUsername: varchar({ length: 60 }).notNull(),
    accessToken: text().notNull(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    loggedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId), index().on(t.tenantId)],
);

/** POST /api/wechat/login/log: the softphone's login and registration log lines. */
export const ccLoginLogs = pgTable(
  'cc_login_logs',
  {
    id: id(),
    companyId: companyRef(),
    userId: bigint({ mode: 'number' }).notNull(),
    kind: varchar({ length: 30 }).notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.createdAt)],
);
