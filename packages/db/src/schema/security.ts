import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, boolean, check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { money, oneOf } from './columns';
import { minuteTimestamp } from './record-area-columns';
import { recordColumns } from './records-audit';

// Public security (spec section 2, 公共安全): events, their handling, visitors, notices.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const dateTime = () => minuteTimestamp();
const day = () => date({ mode: 'string' });

/** 安全事件: something that happened on site. */
export const securityEvents = pgTable(
  'security_events',
  {
    ...recordColumns(),
    title: varchar({ length: 100 }).notNull(),
    /** 火警, 盗窃, 治安纠纷, 意外伤害, 设施损坏, 高空抛物, 其他 */
    eventType: varchar({ length: 10 }).notNull(),
    /** 一般, 较大, 重大 */
    level: varchar({ length: 10 }).notNull(),
    occurredAt: dateTime().notNull(),
    location: varchar({ length: 200 }).notNull(),
    reporter: varchar({ length: 50 }),
    description: text().notNull(),
    loss: money(),
    /** 待处理 → 处理中 → 已结案 */
    status: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.occurredAt),
    check('security_events_level_check', oneOf(t.level, FIXED_DICTIONARY_CODES.event_level)),
    check('security_events_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.event_status)),
  ],
);

/** 安全处理: what the security team did about an event or a hazard. */
export const securityDeals = pgTable(
  'security_deals',
  {
    ...recordColumns(),
    eventId: bigint({ mode: 'number' }),
    dealtAt: dateTime().notNull(),
    handlerId: bigint({ mode: 'number' }),
    measures: text().notNull(),
    result: text(),
    policeInvolved: boolean().notNull().default(false),
  },
  (t) => [index().on(t.companyId, t.dealtAt)],
);

/** 访客登记: a visitor registered at the gate with identity. */
export const visitors = pgTable(
  'visitors',
  {
    ...recordColumns(),
    visitorName: varchar({ length: 50 }).notNull(),
    idNumber: varchar({ length: 18 }),
    phone: varchar({ length: 20 }).notNull(),
    houseId: bigint({ mode: 'number' }),
    visitee: varchar({ length: 50 }),
    reason: varchar({ length: 100 }),
    arrivedAt: dateTime().notNull(),
    leftAt: dateTime(),
    plateNo: varchar({ length: 10 }),
    persons: integer().notNull().default(1),
  },
  (t) => [index().on(t.companyId, t.arrivedAt)],
);

/** 临时来访: a short visit (delivery, takeaway, repair) without identity. */
export const tempVisits = pgTable(
  'temp_visits',
  {
    ...recordColumns(),
    visitorName: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 快递, 外卖, 维修, 家政, 其他 */
    visitType: varchar({ length: 10 }).notNull(),
    houseId: bigint({ mode: 'number' }),
    inAt: dateTime().notNull(),
    outAt: dateTime(),
    gate: varchar({ length: 50 }),
    registrar: varchar({ length: 50 }),
  },
  (t) => [index().on(t.companyId, t.inAt)],
);

/** 安全信息: safety notices and warnings for staff and residents. */
export const securityInfos = pgTable(
  'security_infos',
  {
    ...recordColumns(),
    title: varchar({ length: 100 }).notNull(),
    /** 安全通知, 安全提示, 预警信息, 培训资料 */
    category: varchar({ length: 10 }).notNull(),
    content: text().notNull(),
    publishDate: day().notNull(),
    validUntil: day(),
    publisher: varchar({ length: 50 }),
  },
  (t) => [index().on(t.companyId, t.publishDate)],
);
