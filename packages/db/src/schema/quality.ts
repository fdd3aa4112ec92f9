import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, check, date, index, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { recordColumns } from './records-audit';

// Public QA (spec section 2, 品质检查): plans and the checks done under them.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const day = () => date({ mode: 'string' });

/** 品质检查计划: what will be checked, where, by whom and how often. */
export const qaPlans = pgTable(
  'qa_plans',
  {
    ...recordColumns(),
    planName: varchar({ length: 100 }).notNull(),
    estateId: bigint({ mode: 'number' }),
    /** 客户服务, 工程维保, 秩序维护, 环境保洁, 绿化养护, 综合 */
    scope: varchar({ length: 10 }).notNull(),
    standard: text().notNull(),
    /** 每周, 每月, 每季度, 每半年, 每年 */
    frequency: varchar({ length: 10 }).notNull(),
    checkerId: bigint({ mode: 'number' }),
    startDate: day().notNull(),
    endDate: day().notNull(),
    /** 未开始 → 执行中 → 已完成 */
    status: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.startDate),
    check('qa_plans_frequency_check', oneOf(t.frequency, FIXED_DICTIONARY_CODES.work_cycle)),
    check('qa_plans_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.qa_plan_status)),
  ],
);

/** 品质检查记录: one check, its score and the rectification it asks for. */
export const qaHistories = pgTable(
  'qa_histories',
  {
    ...recordColumns(),
    planId: bigint({ mode: 'number' }),
    checkDate: day().notNull(),
    estateId: bigint({ mode: 'number' }),
    item: varchar({ length: 100 }).notNull(),
    checkerId: bigint({ mode: 'number' }),
    score: numeric({ precision: 5, scale: 1, mode: 'number' }),
    problems: text(),
    rectifyDeadline: day(),
    /** 无需整改, 待整改 → 已整改 */
    rectifyStatus: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.checkDate),
    check('qa_histories_rectify_status_check', oneOf(t.rectifyStatus, FIXED_DICTIONARY_CODES.qa_rectify_status)),
  ],
);
