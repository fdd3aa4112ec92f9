import type {
  caseAcceptRecord,
  complaintRecord,
  decorationRecord,
  dispatchRecord,
  moveInInspectRecord,
  rentingRecord,
} from '@pm/contracts';
import type { schema } from '@pm/db';
import { checksRule, dictionary, forwardOnly, notBefore, requiredWhen } from '../record-areas/index';

// A 受理登记 or 投诉 that a work order stands for takes its status from the order's steps; until the 工单 screens land,
// staff may still type it here (the only place they can close one), and the order does not follow (docs/decisions.md
// "Work orders: the server").

// 客户服务 rules beyond the field kinds. They run in the engine's write transaction, for form
// writes and for every imported row; `v` is the record as it will be after the write.

/** 投诉: status only forward (and by its work order when it has one); a closed complaint has its closing time, not before it was received. */
export const complaintRules = checksRule<typeof complaintRecord, typeof schema.complaints>((v, existing) => [
  forwardOnly(dictionary('complaint_status'), existing?.status, v.status),
  requiredWhen(v, v.status === '3', 'closedAt', '已办结的投诉须填写办结时间'),
  notBefore(v, 'receivedAt', 'closedAt', '办结时间不能早于受理时间'),
]);

/**
 * 派工: the handler is required by the declaration (the engine answers "处理人不能为空" before
 * this runs); status only forward; a finished order has its finishing time.
 */
export const dispatchRules = checksRule<typeof dispatchRecord, typeof schema.dispatches>((v, existing) => [
  forwardOnly(dictionary('dispatch_status'), existing?.status, v.status),
  requiredWhen(v, v.status === '3' || v.status === '4', 'finishedAt', '已完成的派工单须填写实际完成时间'),
]);

/** 受理登记: status only forward, and by its work order when it has one. */
export const caseAcceptRules = checksRule<typeof caseAcceptRecord, typeof schema.caseAccepts>((v, existing) => [
  forwardOnly(dictionary('case_status'), existing?.status, v.status),
]);

/** 装修: works end on or after they start; status only forward. */
export const decorationRules = checksRule<typeof decorationRecord, typeof schema.decorations>((v, existing) => [
  notBefore(v, 'startDate', 'endDate', '完工日期不能早于开工日期'),
  forwardOnly(dictionary('decoration_status'), existing?.status, v.status),
]);

/** 入伙验房: a house needing work has a deadline after the inspection. */
export const moveInInspectRules = checksRule<typeof moveInInspectRecord, typeof schema.moveInInspections>((v) => [
  requiredWhen(v, v.result === '2', 'rectifyDeadline', '需整改的验房须填写整改期限'),
  notBefore(v, 'inspectDate', 'rectifyDeadline', '整改期限不能早于验房日期'),
]);

/** 房屋租赁: the lease ends after it starts; status only forward. */
export const rentingRules = checksRule<typeof rentingRecord, typeof schema.rentings>((v, existing) => [
  notBefore(v, 'startDate', 'endDate', '到期日期不能早于起租日期'),
  forwardOnly(dictionary('renting_status'), existing?.status, v.status),
]);
