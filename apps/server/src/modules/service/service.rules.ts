import type {
  caseAcceptRecord,
  complaintRecord,
  decorationRecord,
  dispatchRecord,
  moveInInspectRecord,
  rentingRecord,
} from '@pm/contracts';
import type { schema } from '@pm/db';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';

// A 受理登记 or 投诉 that a work order stands for takes its status from the order's steps; until the 工单 screens land,
// staff may still type it here (the only place they can close one), and the order does not follow (docs/decisions.md
// "Work orders: the server").

// 客户服务 rules beyond the field kinds. They run in the engine's write transaction, for form
// writes and for every imported row; `v` is the record as it will be after the write.

/** 投诉: status only forward (and by its work order when it has one); a closed complaint has its closing time, not before it was received. */
export function complaintRules(
  values: ValuesOf<typeof complaintRecord>,
  ctx: WriteContext<StoredRow<typeof schema.complaints>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    forwardOnly(dictionary('complaint_status'), ctx.existing?.status, v.status),
    requiredWhen(v, v.status === '3', 'closedAt', '已办结的投诉须填写办结时间'),
    notBefore(v, 'receivedAt', 'closedAt', '办结时间不能早于受理时间'),
  );
}

/**
 * 派工: the handler is required by the declaration (the engine answers "处理人不能为空" before
 * this runs); status only forward; a finished order has its finishing time.
 */
export function dispatchRules(
  values: ValuesOf<typeof dispatchRecord>,
  ctx: WriteContext<StoredRow<typeof schema.dispatches>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    forwardOnly(dictionary('dispatch_status'), ctx.existing?.status, v.status),
    requiredWhen(v, v.status === '3' || v.status === '4', 'finishedAt', '已完成的派工单须填写实际完成时间'),
  );
}

/** 受理登记: status only forward, and by its work order when it has one. */
export function caseAcceptRules(
  values: ValuesOf<typeof caseAcceptRecord>,
  ctx: WriteContext<StoredRow<typeof schema.caseAccepts>>,
): void {
  const status = current(values, ctx.existing).status;
  refuse(forwardOnly(dictionary('case_status'), ctx.existing?.status, status));
}

/** 装修: works end on or after they start; status only forward. */
export function decorationRules(
  values: ValuesOf<typeof decorationRecord>,
  ctx: WriteContext<StoredRow<typeof schema.decorations>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startDate', 'endDate', '完工日期不能早于开工日期'),
    forwardOnly(dictionary('decoration_status'), ctx.existing?.status, v.status),
  );
}

/** 入伙验房: a house needing work has a deadline after the inspection. */
export function moveInInspectRules(
  values: ValuesOf<typeof moveInInspectRecord>,
  ctx: WriteContext<StoredRow<typeof schema.moveInInspections>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    requiredWhen(v, v.result === '2', 'rectifyDeadline', '需整改的验房须填写整改期限'),
    notBefore(v, 'inspectDate', 'rectifyDeadline', '整改期限不能早于验房日期'),
  );
}

/** 房屋租赁: the lease ends after it starts; status only forward. */
export function rentingRules(
  values: ValuesOf<typeof rentingRecord>,
  ctx: WriteContext<StoredRow<typeof schema.rentings>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startDate', 'endDate', '到期日期不能早于起租日期'),
    forwardOnly(dictionary('renting_status'), ctx.existing?.status, v.status),
  );
}
