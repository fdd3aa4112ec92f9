import { BINDING_STATES, OWNER_REQUEST_KINDS, SATISFACTION_RATINGS } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';

// 业主端 (issue 31): owners sign in with a phone number and an SMS code, apart from staff accounts. A portal account
// is a phone number across companies; the houses it reaches are those whose records carry that phone (业主 / 住户)
// or an approved binding. docs/decisions.md "业主端".

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/**
 * One phone number that has signed in to the portal, and the WeChat user it bound (issue 32: 服务号 template
 * messages go to that openid). An openid is per 公众号 and the product has one, so it is unique across accounts
 * (accounts span companies). `wechatFollowing`: null until WeChat tells (a subscribe / unsubscribe event, or a
 * send refused with 43004).
 */
export const portalAccounts = pgTable(
  'portal_accounts',
  {
    id: id(),
    phone: varchar({ length: 11 }).notNull(),
    createdAt: at().notNull().defaultNow(),
    lastSignInAt: at(),
    wechatOpenid: varchar({ length: 64 }),
    wechatFollowing: boolean(),
    wechatBoundAt: at(),
  },
  (t) => [
    uniqueIndex('portal_accounts_phone_unique').on(t.phone),
    uniqueIndex('portal_accounts_wechat_openid_unique').on(t.wechatOpenid).where(sql`${t.wechatOpenid} is not null`),
    check('portal_accounts_wechat_bound_check', sql`(${t.wechatOpenid} is null) = (${t.wechatBoundAt} is null)`),
  ],
);

/**
 * Every sign-in code sent (or refused by the gateway): only its hash is kept. A code is used at most once
 * (`usedAt`), dies after `MAX_ATTEMPTS` wrong tries and at `expiresAt`; the rows are also the rate limits'
 * count per phone and per address.
 */
export const portalSmsCodes = pgTable(
  'portal_sms_codes',
  {
    id: id(),
    phone: varchar({ length: 11 }).notNull(),
    /** HMAC-SHA256 of the code with the server's key (hex). */
    codeHash: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 45 }).notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: at(),
    /** The gateway's BizId when sent; its Code when refused (the code then never works). */
    bizId: varchar({ length: 64 }),
    refusedCode: varchar({ length: 64 }),
  },
  (t) => [index('portal_sms_codes_phone_idx').on(t.phone, t.createdAt), index('portal_sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** A signed-in owner: the token is random and only its hash is kept; 退出 or expiry ends it. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    accountId: ref().notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    revokedAt: at(),
    ip: varchar({ length: 45 }),
  },
  (t) => [index('portal_sessions_account_idx').on(t.accountId)],
);

/**
 * 房屋认证: an owner whose phone is not on file for a house applies with the name and the last 4 digits of the ID
 * number; staff approve (the house is then reached), reject, or later revoke. One open application or approval
 * per account and house.
 */
export const ownerBindings = pgTable(
  'owner_bindings',
  {
    id: id(),
    companyId: companyRef(),
    houseId: ref().notNull(),
    accountId: ref().notNull(),
    name: varchar({ length: 50 }).notNull(),
    idLast4: varchar({ length: 4 }).notNull(),
    /** pending | approved | rejected | revoked */
    state: varchar({ length: 10 }).notNull().default('pending'),
    createdAt: at().notNull().defaultNow(),
    decidedAt: at(),
    decidedBy: ref(),
    reason: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('owner_bindings_live_unique').on(t.accountId, t.houseId).where(sql`${t.state} in ('pending', 'approved')`),
    index('owner_bindings_company_idx').on(t.companyId, t.state, t.createdAt),
    index('owner_bindings_house_idx').on(t.houseId),
    check('owner_bindings_state_check', oneOf(t.state, BINDING_STATES)),
    check('owner_bindings_decided_check', sql`(${t.state} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/**
 * 报修 / 投诉 from the portal: the staff record it became (受理登记 case_accepts, or 投诉管理 complaints) and the
 * owner's rating once it is done.
 */
export const ownerRequests = pgTable(
  'owner_requests',
  {
    id: id(),
    companyId: companyRef(),
    houseId: ref().notNull(),
    accountId: ref().notNull(),
    /** repair (→ case_accepts) | complaint (→ complaints) */
    kind: varchar({ length: 10 }).notNull(),
    recordId: ref().notNull(),
    createdAt: at().notNull().defaultNow(),
    /** 满意度 1 非常满意 … 4 不满意 */
    rating: varchar({ length: 1 }),
    ratingComment: varchar({ length: 200 }),
    ratedAt: at(),
  },
  (t) => [
    uniqueIndex('owner_requests_record_unique').on(t.kind, t.recordId),
    index('owner_requests_account_idx').on(t.accountId, t.createdAt),
    check('owner_requests_kind_check', oneOf(t.kind, OWNER_REQUEST_KINDS)),
    check('owner_requests_rating_check', sql`${t.rating} is null or ${oneOf(t.rating, SATISFACTION_RATINGS)}`),
  ],
);

/** A photo an owner uploaded for a house, and the request it went with (null until sent). */
export const portalUploads = pgTable(
  'portal_uploads',
  {
    fileId: ref().primaryKey(),
    accountId: ref().notNull(),
    houseId: ref().notNull(),
    requestId: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('portal_uploads_request_idx').on(t.requestId), index('portal_uploads_account_idx').on(t.accountId, t.createdAt)],
);

/** 已读回执: the owner read the notice (once; the first reading is kept). */
export const portalNoticeReads = pgTable(
  'portal_notice_reads',
  {
    noticeId: ref().notNull(),
    accountId: ref().notNull(),
    readAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.accountId] })],
);
