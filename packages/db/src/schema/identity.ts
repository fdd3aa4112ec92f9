import { USER_ROLES } from '@pm/domain';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, companyRef, id, oneOf, recordVersion, sortOrder } from './columns';

/** Jobs of a company (客服主管, 收费员 …) with their duties as HTML (我的岗位职责). */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar({ length: 50 }).notNull(),
    /** Duties, HTML. */
    duties: text().notNull().default(''),
    order: sortOrder(),
    ...auditColumns,
    version: recordVersion(),
  },
  (t) => [unique('jobs_name_unique').on(t.companyId, t.name)],
);

/** Everyone who signs in. The username is unique across companies (sign-in names no company). */
export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyRef(),
    username: varchar({ length: 50 }).notNull(),
    /** argon2id encoded hash (parameters inside the string). */
    passwordHash: text().notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** emp | sa | super | root | gov */
    role: varchar({ length: 10 }).notNull(),
    /** 1 new (centre) layout, otherwise the old tree. */
    menuStyle: integer().notNull().default(0),
    jobId: bigint({ mode: 'number' }),
    phone: varchar({ length: 30 }).notNull().default(''),
    /** Set for new accounts: every call but the password change answers 请修改密码！. */
    mustChangePassword: boolean().notNull().default(false),
    /** When the password was last changed by its owner; null = never. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    disabled: boolean().notNull().default(false),
    /** The user is already signed in to the call centre (shows the softphone). */
    callCenterLoggedIn: boolean().notNull().default(false),
    /** Goes up on every password change; tokens carry it, older versions are refused. */
    tokenVersion: integer().notNull().default(0),
    /** Navigator state the menu call answers in msg (spec 3, default 0). */
    navigatorState: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [unique('users_username_unique').on(t.username), index().on(t.companyId), index().on(t.jobId), check('users_role_check', oneOf(t.role, USER_ROLES))],
);

/** Sign-in nonces seen per user inside the timestamp window; expired rows are pruned. */
export const authNonces = pgTable(
  'auth_nonces',
  {
    username: varchar({ length: 50 }).notNull(),
    nonce: varchar({ length: 16 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.nonce] }), index().on(t.expiresAt)],
);

/**
 * Sign-in attempts per key (`user:<name>`, `ip:<address>`, `crash:<address>`) in a fixed window:
 * one row per key, counted by one atomic upsert before the password check (docs/decisions.md).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: varchar({ length: 120 }).primaryKey(),
    attempts: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.windowEndsAt)],
);

/** Locked keys (user or address) and until when. */
export const authLocks = pgTable('auth_locks', {
  key: varchar({ length: 120 }).primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
});

/** Revoked token ids (logout), kept until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar({ length: 64 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Tokens of a user whose version is below minVersion are void (password change revokes every session). */
export const sessionCutoffs = pgTable('session_cutoffs', {
  userId: bigint({ mode: 'number' }).primaryKey(),
  minVersion: integer().notNull(),
});

/** What clients report when encrypting the password failed (POST /api/crash). */
export const loginCrashes = pgTable('login_crashes', {
  id: id(),
  username: varchar({ length: 50 }).notNull(),
  passwordSize: integer().notNull(),
  key: text().notNull(),
  operation: text().notNull(),
  ip: varchar({ length: 64 }).notNull(),
  userAgent: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
