import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id, oneOf, recordVersion } from './columns';

/** Company tree: level 1 group, level 2 and 3 companies; type A management, B operating, AB both. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    parentId: bigint({ mode: 'number' }),
    /** Stable short code, unique, used by other systems and by the seed. */
    code: varchar({ length: 40 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull(),
    nick: varchar({ length: 50 }).notNull(),
    level: integer().notNull(),
    type: varchar({ length: 2 }).notNull(),
    logo: text(),
    phone: varchar({ length: 30 }),
    address: text(),
    /** Tenant id at the call-centre vendor; only the call-centre tenant has one. */
    callCenterTenant: varchar({ length: 40 }),
    hasCallCenter: boolean().notNull().default(false),
    /** Stopped by the system administrator (客户列表): kept with its data, shown as 停用. */
    disabled: boolean().notNull().default(false),
    /**
     * A one-person office lets the one who entered a reduction, a charge adjustment or a refund approve it too (审批分离
     * relaxed); every such approval is written to the operation log. Off by default.
     */
    selfApproval: boolean().notNull().default(false),
    ...auditColumns,
    version: recordVersion(),
  },
  (t) => [
    index().on(t.parentId),
    check('companies_type_check', oneOf(t.type, FIXED_DICTIONARY_CODES.company_type)),
  ],
);

/** One row: the public site settings shown by the shell and the marketing site. */
export const siteSettings = pgTable('site_settings', {
  id: integer().primaryKey().default(1),
  siteName: varchar({ length: 100 }).notNull(),
  logo: text().notNull(),
  icp: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 30 }).notNull(),
  copyright: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Server secrets generated on first start and shared by every instance (RSA key pair, JWT secret). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 50 }).primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which demo-seed steps have run, so each step runs once and later steps reach old databases. */
export const seedMarks = pgTable('seed_marks', {
  step: varchar({ length: 80 }).primaryKey(),
  doneAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
