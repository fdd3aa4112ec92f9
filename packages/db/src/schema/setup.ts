import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { boolean, check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { liveUnique, recordColumns } from './records-audit';

// Management setup (spec section 2, 管理设置): information items, the work calendar and website content. Staff
// permissions use the identity tables (menu.ts) and the system log the engine's operation log.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

/** 信息项目: the company's configurable item lists (complaint categories, patrol points, QA items …). */
export const infoItems = pgTable(
  'info_items',
  {
    ...recordColumns(),
    /** 投诉类别, 报修类别, 巡查项目, 品质检查项目, 回访项目, 其他 */
    itemType: varchar({ length: 10 }).notNull(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    sortNo: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    remark: text(),
  },
  (t) => [index().on(t.companyId, t.itemType), liveUnique('info_items_code_unique', t, t.code)],
);

/**
 * 工作日历: the dates whose day type differs from the week's rule (statutory holidays 3, weekend days made
 * working days 1), one row per date and company; every other date is a working day Monday to Friday.
 */
export const workCalendarDays = pgTable(
  'work_calendar_days',
  {
    ...recordColumns(),
    day: date({ mode: 'string' }).notNull(),
    /** day_type: 1 工作日, 2 休息日, 3 法定节假日 */
    dayType: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 50 }),
    remark: text(),
  },
  (t) => [
    liveUnique('work_calendar_days_day_unique', t, t.day),
    check('work_calendar_days_day_type_check', oneOf(t.dayType, FIXED_DICTIONARY_CODES.day_type)),
  ],
);

/** 网站内容: articles the public site may show once published. */
export const websiteContents = pgTable(
  'website_contents',
  {
    ...recordColumns(),
    title: varchar({ length: 100 }).notNull(),
    /** 公司新闻, 行业动态, 服务案例, 通知公告 */
    category: varchar({ length: 10 }).notNull(),
    summary: varchar({ length: 300 }),
    body: text().notNull(),
    author: varchar({ length: 50 }),
    published: boolean().notNull().default(false),
    publishDate: date({ mode: 'string' }),
  },
  (t) => [index().on(t.companyId, t.published)],
);
