import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, boolean, check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { liveUnique, recordColumns } from './records-audit';

const ref = () => bigint({ mode: 'number' });

/** 部门: a department of a company (a tree through parentId). */
export const departments = pgTable(
  'departments',
  {
    ...recordColumns(),
    parentId: ref(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    manager: varchar({ length: 50 }),
    phone: varchar({ length: 30 }),
    sort: integer().notNull().default(0),
    remark: text(),
  },
  (t) => [index().on(t.companyId), liveUnique('departments_code_unique', t, t.code), liveUnique('departments_name_unique', t, t.name)],
);

/** What a company keeps about a staff member beyond the account (identity owns users). */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    ...recordColumns(),
    userId: ref().notNull().unique('staff_profiles_user_unique'),
    /** Copied from the account on every read of the list (identity owns them). */
    name: varchar({ length: 50 }).notNull(),
    username: varchar({ length: 50 }).notNull(),
    jobName: varchar({ length: 50 }),
    deptId: ref(),
    employeeNo: varchar({ length: 30 }),
    gender: varchar({ length: 10 }),
    mobile: varchar({ length: 20 }),
    email: varchar({ length: 100 }),
    idNumber: varchar({ length: 40 }),
    entryDate: date({ mode: 'string' }),
    state: varchar({ length: 10 }).notNull().default('1'),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId),
    liveUnique('staff_profiles_employee_no_unique', t, t.employeeNo),
    check('staff_profiles_gender_check', oneOf(t.gender, FIXED_DICTIONARY_CODES.gender)),
  ],
);

/** 收据编号规则: how receipt numbers are built (prefix + date part + serial), per company or estate. */
export const receiptRules = pgTable(
  'receipt_rules',
  {
    ...recordColumns(),
    estateId: ref(),
    name: varchar({ length: 50 }).notNull(),
    prefix: varchar({ length: 10 }).notNull(),
    /** receipt_date_part: 1 none, 2 YYYY, 3 YYYYMM, 4 YYYYMMDD */
    datePart: varchar({ length: 10 }).notNull(),
    serialLength: integer().notNull(),
    nextSerial: integer().notNull().default(1),
    /** receipt_reset: 1 never, 2 yearly, 3 monthly, 4 daily */
    resetCycle: varchar({ length: 10 }).notNull(),
    enabled: boolean().notNull().default(true),
    sample: varchar({ length: 60 }),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    check('receipt_rules_date_part_check', oneOf(t.datePart, FIXED_DICTIONARY_CODES.receipt_date_part)),
    check('receipt_rules_reset_cycle_check', oneOf(t.resetCycle, FIXED_DICTIONARY_CODES.receipt_reset)),
  ],
);
