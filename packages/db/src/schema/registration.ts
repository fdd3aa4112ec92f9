import { REGISTRATION_STATUSES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, oneOf } from './columns';

/**
 * Registration requests from the public site (/register). They come from companies that are not
 * tenants yet, so they belong to no company: the platform's system administrators (sa, super) read them.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: id(),
    companyName: varchar({ length: 100 }).notNull(),
    contactName: varchar({ length: 30 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    estateCount: integer().notNull(),
    city: varchar({ length: 30 }).notNull(),
    message: text().notNull().default(''),
    /** 待处理 → 已联系 → 已开通 or 已拒绝. */
    status: varchar({ length: 10 }).notNull().default('待处理'),
    note: text().notNull().default(''),
    /** Sender's address, for the per-address rate limit; never sent back out. */
    clientIp: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: bigint({ mode: 'number' }),
    handledByName: varchar({ length: 50 }),
  },
  (t) => [
    index('registration_requests_ip_created_idx').on(t.clientIp, t.createdAt),
    index('registration_requests_status_created_idx').on(t.status, t.createdAt),
    index('registration_requests_mobile_idx').on(t.mobile),
    check('registration_requests_status_check', oneOf(t.status, REGISTRATION_STATUSES)),
    check('registration_requests_estate_count_check', sql`${t.estateCount} between 1 and 10000`),
  ],
);
