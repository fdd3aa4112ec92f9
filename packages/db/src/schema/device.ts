import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, boolean, check, date, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { money, oneOf } from './columns';
import { minuteTimestamp } from './record-area-columns';
import { liveUnique, recordColumns } from './records-audit';

// Public device records (spec section 2, 公共设备). Every device record points at the device
// ledger (设备台账) below; every row belongs to one company.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const dateTime = () => minuteTimestamp();
const day = () => date({ mode: 'string' });
const staff = () => bigint({ mode: 'number' });
const device = () => bigint({ mode: 'number' });

/** 设备台账: the company's devices (lifts, pumps, generators, fire systems …). */
export const devices = pgTable(
  'devices',
  {
    ...recordColumns(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** 电梯, 给排水, 供配电, 消防, 空调暖通, 弱电智能化, 其他 */
    category: varchar({ length: 20 }).notNull(),
    model: varchar({ length: 100 }),
    location: varchar({ length: 200 }).notNull(),
    estateId: bigint({ mode: 'number' }),
    supplier: varchar({ length: 100 }),
    installDate: day(),
    /** 正常, 维修中, 停用, 报废 */
    status: varchar({ length: 10 }).notNull(),
    remark: text(),
  },
  (t) => [
    liveUnique('devices_code_unique', t, t.code),
    check('devices_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.device_status)),
  ],
);

/** 设备保养计划 (menu 128): a recurring maintenance of one device. */
export const deviceMaintPlans = pgTable(
  'device_maint_plans',
  {
    ...recordColumns(),
    deviceId: device().notNull(),
    content: text().notNull(),
    /** 每周, 每月, 每季度, 每半年, 每年 */
    cycle: varchar({ length: 10 }).notNull(),
    lastDate: day(),
    nextDate: day().notNull(),
    responsibleId: staff(),
    estimatedCost: money(),
    /** 执行中, 已暂停 */
    status: varchar({ length: 10 }).notNull(),
    /** 节假日顺延: a next date on a rest day or holiday (工作日历) moves to the next working day. */
    holidayShift: boolean().notNull().default(false),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.nextDate),
    check('device_maint_plans_cycle_check', oneOf(t.cycle, FIXED_DICTIONARY_CODES.work_cycle)),
    check('device_maint_plans_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.plan_state)),
  ],
);

/** 设备保养记录 (129): one maintenance done. */
export const deviceMaintRecords = pgTable(
  'device_maint_records',
  {
    ...recordColumns(),
    deviceId: device().notNull(),
    planId: bigint({ mode: 'number' }),
    maintDate: day().notNull(),
    content: text().notNull(),
    maintainer: varchar({ length: 50 }).notNull(),
    cost: money(),
    /** 正常, 发现问题, 需维修 */
    result: varchar({ length: 10 }).notNull(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.maintDate),
    check('device_maint_records_result_check', oneOf(t.result, FIXED_DICTIONARY_CODES.maint_result)),
  ],
);

/** 设备维修 (135): a fault reported and repaired. */
export const deviceRepairs = pgTable(
  'device_repairs',
  {
    ...recordColumns(),
    repairNo: varchar({ length: 30 }).notNull(),
    deviceId: device().notNull(),
    fault: text().notNull(),
    reportedAt: dateTime().notNull(),
    reporter: varchar({ length: 50 }),
    repairerId: staff(),
    finishedAt: dateTime(),
    cost: money(),
    /** 待维修 → 维修中 → 已完成 */
    status: varchar({ length: 10 }).notNull(),
    result: text(),
  },
  (t) => [
    index().on(t.companyId, t.reportedAt),
    liveUnique('device_repairs_repair_no_unique', t, t.repairNo),
    check('device_repairs_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.device_repair_status)),
  ],
);

/** 设备隐患: a hazard found on a device and its rectification. */
export const deviceRisks = pgTable(
  'device_risks',
  {
    ...recordColumns(),
    deviceId: device().notNull(),
    description: text().notNull(),
    /** 一般隐患, 较大隐患, 重大隐患 */
    level: varchar({ length: 10 }).notNull(),
    foundDate: day().notNull(),
    finderId: staff(),
    measure: text(),
    deadline: day(),
    rectifiedDate: day(),
    /** 待整改 → 整改中 → 已整改 */
    status: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.foundDate),
    check('device_risks_level_check', oneOf(t.level, FIXED_DICTIONARY_CODES.risk_level)),
    check('device_risks_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.rectify_status)),
  ],
);

/** 设备巡检 (418): a routine inspection of one device. */
export const deviceInspections = pgTable(
  'device_inspections',
  {
    ...recordColumns(),
    deviceId: device().notNull(),
    inspectedAt: dateTime().notNull(),
    inspectorId: staff(),
    items: text().notNull(),
    /** 正常, 异常 */
    result: varchar({ length: 10 }).notNull(),
    abnormality: text(),
  },
  (t) => [
    index().on(t.companyId, t.inspectedAt),
    check('device_inspections_result_check', oneOf(t.result, FIXED_DICTIONARY_CODES.check_result)),
  ],
);

/** 三角巡检 (420): customer service, engineering and security walk a site together. */
export const triangleChecks = pgTable(
  'triangle_checks',
  {
    ...recordColumns(),
    checkDate: day().notNull(),
    estateId: bigint({ mode: 'number' }),
    area: varchar({ length: 200 }).notNull(),
    serviceStaff: varchar({ length: 50 }).notNull(),
    engineeringStaff: varchar({ length: 50 }).notNull(),
    securityStaff: varchar({ length: 50 }).notNull(),
    problems: text(),
    rectifyDeadline: day(),
    /** 待整改 → 整改中 → 已完成 */
    status: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.checkDate),
    check('triangle_checks_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.rectify_status)),
  ],
);
