import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { money, oneOf } from './columns';
import { minuteTimestamp } from './record-area-columns';
import { liveUnique, recordColumns } from './records-audit';

// Customer service records (spec section 2, 客户服务). Houses and staff are referenced by id
// (estate.ts and identity.ts); every row belongs to one company.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const dateTime = () => minuteTimestamp();
const day = () => date({ mode: 'string' });
const house = () => bigint({ mode: 'number' });
const staff = () => bigint({ mode: 'number' });

/** 投诉管理: a complaint from an owner or resident, followed until closed. */
export const complaints = pgTable(
  'complaints',
  {
    ...recordColumns(),
    complaintNo: varchar({ length: 30 }).notNull(),
    houseId: house(),
    complainant: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 电话, 来访, 微信, 邮件, 12345热线, 其他 */
    channel: varchar({ length: 20 }).notNull(),
    /** 服务态度, 维修质量, 环境卫生, 安全秩序, 收费问题, 噪音扰民, 其他 */
    category: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    /** 一般, 重要, 紧急 */
    level: varchar({ length: 10 }).notNull(),
    handlerId: staff(),
    /** 待处理 → 处理中 → 已办结 */
    status: varchar({ length: 10 }).notNull(),
    receivedAt: dateTime().notNull(),
    closedAt: dateTime(),
    result: text(),
    /** 非常满意, 满意, 一般, 不满意 */
    satisfaction: varchar({ length: 10 }),
  },
  (t) => [
    index().on(t.companyId, t.receivedAt),
    liveUnique('complaints_complaint_no_unique', t, t.complaintNo),
    check('complaints_level_check', oneOf(t.level, FIXED_DICTIONARY_CODES.urgency_level)),
    check('complaints_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.complaint_status)),
    check('complaints_satisfaction_check', oneOf(t.satisfaction, FIXED_DICTIONARY_CODES.satisfaction)),
  ],
);

/** 派工管理: a work order given to a handler. */
export const dispatches = pgTable(
  'dispatches',
  {
    ...recordColumns(),
    orderNo: varchar({ length: 30 }).notNull(),
    houseId: house(),
    /** 报修, 投诉处理, 公共维修, 保洁, 绿化, 其他 */
    workType: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    handlerId: staff().notNull(),
    plannedAt: dateTime().notNull(),
    finishedAt: dateTime(),
    /** 待派工 → 已派工 → 处理中 → 已完成 → 已回访 */
    status: varchar({ length: 10 }).notNull(),
    laborCost: money(),
    materialCost: money(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.plannedAt),
    liveUnique('dispatches_order_no_unique', t, t.orderNo),
    check('dispatches_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.dispatch_status)),
  ],
);

/** 受理登记: any request received at the service desk. */
export const caseAccepts = pgTable(
  'case_accepts',
  {
    ...recordColumns(),
    caseNo: varchar({ length: 30 }).notNull(),
    houseId: house(),
    customer: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 咨询, 报修, 投诉, 建议, 表扬, 求助 */
    caseType: varchar({ length: 10 }).notNull(),
    /** 电话, 来访, 微信, APP, 其他 */
    channel: varchar({ length: 20 }).notNull(),
    content: text().notNull(),
    acceptedAt: dateTime().notNull(),
    receiverId: staff(),
    /** 已受理 → 处理中 → 已办结 */
    status: varchar({ length: 10 }).notNull(),
    result: text(),
  },
  (t) => [
    index().on(t.companyId, t.acceptedAt),
    liveUnique('case_accepts_case_no_unique', t, t.caseNo),
    check('case_accepts_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.case_status)),
  ],
);

/** 客户回访: a return visit after a repair, complaint or periodically. */
export const visits = pgTable(
  'customer_visits',
  {
    ...recordColumns(),
    houseId: house(),
    customer: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 电话回访, 上门回访, 微信回访, 短信回访 */
    method: varchar({ length: 10 }).notNull(),
    /** 维修回访, 投诉回访, 定期回访, 节日回访 */
    subject: varchar({ length: 10 }).notNull(),
    visitDate: day().notNull(),
    visitorId: staff(),
    content: text().notNull(),
    satisfaction: varchar({ length: 10 }),
    opinion: text(),
  },
  (t) => [
    index().on(t.companyId, t.visitDate),
    check('customer_visits_method_check', oneOf(t.method, FIXED_DICTIONARY_CODES.visit_method)),
    check('customer_visits_satisfaction_check', oneOf(t.satisfaction, FIXED_DICTIONARY_CODES.satisfaction)),
  ],
);

/** 装修管理: a decoration application, its deposit and acceptance. */
export const decorations = pgTable(
  'decorations',
  {
    ...recordColumns(),
    houseId: house().notNull(),
    applicant: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    contractor: varchar({ length: 100 }),
    contractorPhone: varchar({ length: 20 }),
    content: text().notNull(),
    startDate: day().notNull(),
    endDate: day().notNull(),
    deposit: money(),
    /** 申请中 → 已审批 → 施工中 → 已验收 → 已退押金 */
    status: varchar({ length: 10 }).notNull(),
    inspectorId: staff(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.startDate),
    check('decorations_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.decoration_status)),
  ],
);

/** 入伙验房: the owner's inspection of a house at hand-over. */
export const moveInInspections = pgTable(
  'move_in_inspections',
  {
    ...recordColumns(),
    houseId: house().notNull(),
    ownerName: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    inspectDate: day().notNull(),
    inspectorId: staff(),
    problems: text(),
    /** 合格, 需整改, 整改完成 */
    result: varchar({ length: 10 }).notNull(),
    rectifyDeadline: day(),
    keysHanded: integer().notNull().default(0),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.inspectDate),
    check('move_in_inspections_result_check', oneOf(t.result, FIXED_DICTIONARY_CODES.move_in_result)),
  ],
);

/** 客户关系: what the service team keeps about a customer beyond the owner record. */
export const customerRelations = pgTable(
  'customer_relations',
  {
    ...recordColumns(),
    houseId: house(),
    customer: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 普通客户, 重要客户, 意见领袖, 业委会成员, 特殊关怀 */
    relationType: varchar({ length: 10 }).notNull(),
    birthday: day(),
    occupation: varchar({ length: 50 }),
    hobbies: varchar({ length: 200 }),
    keeperId: staff(),
    lastContactDate: day(),
    remark: text(),
  },
  (t) => [index().on(t.companyId)],
);

/** 房屋租赁: a lease of a house registered with the property office. */
export const rentings = pgTable(
  'rentings',
  {
    ...recordColumns(),
    houseId: house().notNull(),
    lessor: varchar({ length: 50 }).notNull(),
    lessorPhone: varchar({ length: 20 }),
    tenant: varchar({ length: 50 }).notNull(),
    tenantPhone: varchar({ length: 20 }).notNull(),
    tenantIdNumber: varchar({ length: 18 }),
    monthlyRent: money().notNull(),
    deposit: money(),
    startDate: day().notNull(),
    endDate: day().notNull(),
    /** 租赁中 → 已到期 → 已退租 */
    status: varchar({ length: 10 }).notNull(),
    agency: varchar({ length: 100 }),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.startDate),
    check('rentings_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.renting_status)),
  ],
);
