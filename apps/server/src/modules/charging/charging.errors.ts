import { badRequest, conflict, notFound, type AppError } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// The charging setup's refusals (standards, bindings, readings): dotted codes and their Chinese
// messages. Bill runs and lines keep theirs in lines.errors.ts.

export const CHARGING_MESSAGES = {
  standardUsed: '该收费标准已被计费使用，请新建版本',
  standardCodeTaken: '标准编号已存在',
  bindingExists: '已绑定该收费项目',
  noStartDate: '未设置计费开始日期',
  readingBelowPrevious: '本期读数不能小于上期读数',
  selfAudit: '不能审核自己录入的读数',
  arrearsSettingDuplicate: '该楼盘该收费项目已有欠费设置',
} as const;

// Unique indexes as the caller's words (a race that passed the checks ends here).
registerConstraint('charge_standards_code_version_unique', 409, 'charging.standard_code_taken', CHARGING_MESSAGES.standardCodeTaken);
registerConstraint('charge_bindings_open_unique', 409, 'charging.binding_exists', CHARGING_MESSAGES.bindingExists);
registerConstraint('meter_readings_meter_period_unique', 409, 'charging.reading_exists', '该仪表本期读数已录入，请刷新后修改');

/** A bad field of a form: 400 naming the field (`path`) with its Chinese message. */
export const fieldError = (path: string, message: string, errorCode = 'charging.invalid'): AppError =>
  badRequest(errorCode, message, [{ path, message }]);

/** Several bad fields at once: the first message as `msg`, every one in details. */
export const fieldErrors = (details: { path: string; message: string }[], errorCode = 'charging.invalid'): AppError =>
  badRequest(errorCode, details[0]?.message ?? '数据不符合规则', details);

export const chargingNotFound = (what: '收费标准' | '收费项目' | '楼盘' | '楼宇' | '房屋' | '绑定' | '仪表' | '读数') =>
  notFound(`${what}不存在`, 'charging.not_found');

export const standardUsed = () => conflict('charging.standard_used', CHARGING_MESSAGES.standardUsed);
export const standardNotLatest = (verb: '修改' | '删除') =>
  conflict('charging.standard_not_latest', `只能${verb}该标准的最新版本`);
export const standardUndeletable = () =>
  conflict('charging.standard_in_use', '该收费标准已被计费使用或已绑定，不能删除');
export const bindingEnded = () => conflict('charging.binding_ended', '该绑定已结束');
export const readingLocked = (why: 'audited' | 'billed') =>
  conflict('charging.reading_locked', why === 'audited' ? '已审核的读数不能修改' : '已计费的读数不能修改');
export const readingNotPending = () => conflict('charging.reading_not_pending', '只能审核待审核的读数');
export const selfAudit = () => conflict('charging.reading_self_audit', CHARGING_MESSAGES.selfAudit);
export const arrearsSettingDuplicate = () =>
  conflict('charging.arrears_setting_duplicate', CHARGING_MESSAGES.arrearsSettingDuplicate);
