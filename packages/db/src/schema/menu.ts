import { USER_ROLES } from '@pm/domain';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/**
 * The menu catalogue: one row per node, with the spec's ids (centres 56, 81 …, call centre 94).
 * Level 1 centres (or old-layout top folders), level 2 groups, level 3 items.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey(),
    parentId: integer(),
    /** Unique route key. */
    name: varchar({ length: 80 }).notNull().unique('menu_items_name_unique'),
    path: varchar({ length: 200 }).notNull(),
    title: varchar({ length: 50 }).notNull(),
    /** @tabler/icons-react name. */
    icon: varchar({ length: 60 }).notNull(),
    /** 'Layout' | 'LayoutBlank' | 'folder/folder/file'. */
    component: varchar({ length: 200 }).notNull(),
    redirect: varchar({ length: 200 }),
    hidden: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    /** Description shown after hovering (HTML-free text). */
    remark: text().notNull().default(''),
  },
  (t) => [index().on(t.parentId)],
);

/** What each company bought (leaf items; folders are shown when any child is bought). */
export const companyMenus = pgTable(
  'company_menus',
  {
    companyId: bigint({ mode: 'number' }).notNull(),
    menuId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.menuId] })],
);

/** Menu items granted to a job (every user holding it). */
export const jobMenuGrants = pgTable(
  'job_menu_grants',
  {
    jobId: bigint({ mode: 'number' }).notNull(),
    menuId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.menuId] })],
);

/** Menu items granted to one user directly. */
export const userMenuGrants = pgTable(
  'user_menu_grants',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    menuId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

/**
 * One row whose stamp goes up, in the writing transaction, whenever anything a menu is built from
 * changes (the catalogue, purchases, job and user grants, a user's job, role or navigator state):
 * statement triggers in migrations/0002_menu_stamp.sql. A menu built under stamp S stays right
 * while the stamp reads S, on every instance.
 */
export const menuStamps = pgTable('menu_stamps', {
  id: integer().primaryKey(),
  stamp: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * 权限管理: a role's visibility of a catalogue node where it differs from the default rule (system administration
 * for sa, super and root only; everything else for every role). Hiding a centre or group hides what is below it.
 * Statement trigger in packages/db/sql/menu_stamp.sql moves the menu stamp.
 */
export const roleMenuRights = pgTable(
  'role_menu_rights',
  {
    role: varchar({ length: 20 }).notNull(),
    menuId: integer().notNull(),
    visible: boolean().notNull(),
    updatedBy: bigint({ mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuId] }), check('role_menu_rights_role_check', oneOf(t.role, USER_ROLES))],
);
