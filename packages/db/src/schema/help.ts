import { HELP_KINDS } from '@pm/domain';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, oneOf, sortOrder } from './columns';

/**
 * Product help per menu item (the same for every company): kind 'flow' (operation steps),
 * 'field' (field explanations), 'doc' (the AI-help questions and answers).
 */
export const helpItems = pgTable(
  'help_items',
  {
    id: id(),
    menuId: integer().notNull(),
    kind: varchar({ length: 10 }).notNull(),
    /** Tab of the screen the item is about; '' = the whole screen. */
    tabName: varchar({ length: 100 }).notNull().default(''),
    title: varchar({ length: 100 }).notNull(),
    /** HTML. */
    remark: text().notNull(),
    order: sortOrder(),
  },
  (t) => [index().on(t.menuId, t.kind), check('help_items_kind_check', oneOf(t.kind, HELP_KINDS))],
);

/** The service-case library (服务管理案例): level 1 categories, level 2 cases with an HTML body. */
export const serviceCases = pgTable(
  'service_cases',
  {
    id: id(),
    parentId: integer(),
    name: varchar({ length: 100 }).notNull(),
    level: integer().notNull(),
    /** HTML; empty for categories. */
    content: text().notNull().default(''),
    order: sortOrder(),
  },
  (t) => [index().on(t.parentId)],
);

/** System documents by key (GET /api/menu/sys-intro), e.g. the layout's operation tips. */
export const systemDocuments = pgTable('system_documents', {
  key: varchar({ length: 80 }).primaryKey(),
  title: varchar({ length: 100 }).notNull(),
  /** HTML. */
  content: text().notNull(),
});
