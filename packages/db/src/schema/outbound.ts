import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATES, TEMPLATE_CHANNELS } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, companyRef, id, money, money4, oneOf } from './columns';

// 消息发送 (issue 32): templates per company and purpose, the company's sending settings, the opt-out list, send
// batches and every message as a row with its state. Final states are final (packages/db/sql/outbound_messages.sql):
// a delivery report or a retry can never move a delivered, failed or skipped message again.

export interface MessageContext {
  values?: Record<string, string>;
  dueDate?: string;
  paymentId?: number;
  phone?: string;
  /** 会议/表决通知: the vote it announces (not sent once the vote closed). */
  voteId?: number;
}

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    companyId: companyRef(),
    purpose: varchar({ length: 16 }).notNull(),
    channel: varchar({ length: 8 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** SMS TemplateCode or WeChat template_id. */
    vendorCode: varchar({ length: 64 }).notNull(),
    text: varchar({ length: 500 }).notNull(),
    /** [{key, value}]: each vendor variable and the placeholder text that fills it. */
    variables: jsonb().$type<{ key: string; value: string }[]>().notNull(),
    enabled: boolean().notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('message_templates_company_idx').on(t.companyId, t.purpose),
    check('message_templates_purpose', oneOf(t.purpose, MESSAGE_PURPOSES)),
    check('message_templates_channel', oneOf(t.channel, TEMPLATE_CHANNELS)),
  ],
);

export const messageSettings = pgTable('message_settings', {
  companyId: ref().primaryKey(),
  quietHours: boolean().notNull().default(true),
  quietStart: varchar({ length: 5 }).notNull().default('21:00'),
  quietEnd: varchar({ length: 5 }).notNull().default('08:00'),
  remindDays: integer().notNull().default(3),
  paidNotice: boolean().notNull().default(true),
  wechatFallbackSms: boolean().notNull().default(true),
  smsPartPrice: money4().notNull().default('0.0450'),
  updatedAt: at().notNull().defaultNow(),
  updatedBy: ref(),
});

/** A phone number or an openid that asked not to be sent to (a reply R, a call, a letter). */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    id: id(),
    companyId: companyRef(),
    channel: varchar({ length: 8 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    reason: varchar({ length: 200 }).notNull().default(''),
    createdAt: at().notNull().defaultNow(),
    createdBy: ref(),
  },
  (t) => [uniqueIndex('message_opt_outs_unique').on(t.companyId, t.channel, t.address), check('message_opt_outs_channel_check', oneOf(t.channel, TEMPLATE_CHANNELS))],
);

/** One sending request (a 催缴 to chosen houses, a day's reminders): its messages carry its id. */
export const messageBatches = pgTable(
  'message_batches',
  {
    id: id(),
    companyId: companyRef(),
    purpose: varchar({ length: 16 }).notNull(),
    channel: varchar({ length: 8 }).notNull(),
    templateId: ref(),
    estateId: ref(),
    /** What the job resolves: {houseIds?, minAmount?, minDays?} or the reminder's day. */
    params: jsonb().notNull(),
    jobId: ref(),
    createdAt: at().notNull().defaultNow(),
    createdBy: ref(),
  },
  (t) => [
    index('message_batches_company_idx').on(t.companyId, t.createdAt),
    check('message_batches_purpose_check', oneOf(t.purpose, MESSAGE_PURPOSES)),
    check('message_batches_channel_check', oneOf(t.channel, TEMPLATE_CHANNELS)),
  ],
);

export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    companyId: companyRef(),
    batchId: ref(),
    purpose: varchar({ length: 16 }).notNull(),
    channel: varchar({ length: 8 }).notNull(),
    houseId: ref(),
    estateId: ref(),
    houseName: varchar({ length: 200 }).notNull().default(''),
    recipientName: varchar({ length: 100 }).notNull().default(''),
    /** Phone (SMS), openid (WeChat), '' (print). */
    address: varchar({ length: 64 }).notNull(),
    templateId: ref(),
    templateName: varchar({ length: 50 }).notNull().default(''),
    vendorCode: varchar({ length: 64 }).notNull().default(''),
    /** The text as the owner reads it (SMS with its sign). */
    content: text().notNull(),
    /**
     * What the message is about: the placeholder values it was written from, a reminder's due day, the payment of a
     * 缴费成功, the owner's phone (for a WeChat message that falls back to SMS).
     */
    context: jsonb().$type<MessageContext>().notNull().default({}),
    /** The vendor's variables as sent. */
    params: jsonb().$type<Record<string, string>>().notNull(),
    /** The link a WeChat message opens. */
    url: varchar({ length: 500 }),
    amount: money(),
    state: varchar({ length: 10 }).notNull().default('queued'),
    reason: varchar({ length: 300 }),
    vendorId: varchar({ length: 64 }),
    parts: integer().notNull().default(1),
    cost: money4(),
    attempts: integer().notNull().default(0),
    /** Not sent before this (quiet hours, a retry's back-off). */
    notBefore: at().notNull().defaultNow(),
    /** When an instance took it to send; a stale claim is checked with the vendor before any resend. */
    claimedAt: at(),
    sentAt: at(),
    deliveredAt: at(),
    /** One message per (company, key): a reminder per line and due day, a 缴费成功 per payment. */
    dedupeKey: varchar({ length: 80 }),
    resendOf: ref(),
    createdAt: at().notNull().defaultNow(),
    createdBy: ref(),
  },
  (t) => [
    index('outbound_messages_due_idx').on(t.notBefore).where(sql`${t.state} = 'queued'`),
    index('outbound_messages_claimed_idx').on(t.claimedAt).where(sql`${t.state} = 'sending'`),
    index('outbound_messages_company_idx').on(t.companyId, t.createdAt),
    index('outbound_messages_house_idx').on(t.houseId, t.createdAt),
    // Partial where the column is empty for most of a message's life (a dunning row has no dedupe key; the vendor's
    // id comes with the answer): a queued row and its claim then write two index entries fewer each.
    index('outbound_messages_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    index('outbound_messages_vendor_idx').on(t.channel, t.vendorId).where(sql`${t.vendorId} is not null`),
    uniqueIndex('outbound_messages_dedupe').on(t.companyId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('outbound_messages_state', oneOf(t.state, MESSAGE_STATES)),
    check('outbound_messages_channel', oneOf(t.channel, MESSAGE_CHANNELS)),
    check('outbound_messages_purpose', oneOf(t.purpose, MESSAGE_PURPOSES)),
  ],
);

/** Where a scan that turns events into messages (payments → 缴费成功) has got to. */
export const outboundCursors = pgTable('outbound_cursors', {
  name: varchar({ length: 40 }).primaryKey(),
  lastId: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * Delivery reports as they came (WeChat's TEMPLATESENDJOBFINISH): kept so a report that arrives before the send's
 * answer is written (its msgid not yet on the message) is applied when the answer is.
 */
export const outboundReports = pgTable(
  'outbound_reports',
  {
    id: id(),
    channel: varchar({ length: 8 }).notNull(),
    vendorId: varchar({ length: 64 }).notNull(),
    address: varchar({ length: 64 }).notNull(),
    delivered: boolean().notNull(),
    reason: varchar({ length: 300 }),
    reportedAt: at().notNull(),
    receivedAt: at().notNull().defaultNow(),
  },
  (t) => [index('outbound_reports_vendor_idx').on(t.channel, t.vendorId), check('outbound_reports_channel_check', oneOf(t.channel, TEMPLATE_CHANNELS))],
);
