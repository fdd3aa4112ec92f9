import { ORDER_ACTION_LABELS, type OrderActionType, type OrderRefusal } from '@pm/domain';
import { AppError, badRequest, conflict, forbidden, notFound, REJECT } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 工单's refusals: the domain's (status, workorders.* code, Chinese message) as AppErrors, and the server's own.

registerConstraint('work_orders_number_unique', 409, 'workorders.number_taken', '工单编号重复，请重试');
registerConstraint('work_order_photos_file_unique', 409, 'workorders.photo_taken', '照片已用于其他工单');

/** A refusal of nextState: 400 with the field-less message, 403, or 409 (envelope code 1: the screen shows it). */
export function refusalError(r: OrderRefusal): AppError {
  if (r.status === 400) return badRequest(r.code, r.message);
  if (r.status === 403) return forbidden(r.message, r.code);
  return new AppError(409, r.code, r.message, { code: REJECT });
}

export const workOrderErrors = {
  notFound: () => notFound('未找到该工单！', 'workorders.not_found'),
  stale: () => conflict('workorders.stale', '工单已被他人处理，请刷新后重试'),
  noHouse: () => badRequest('workorders.no_house', '未找到该房屋', [{ path: 'houseId', message: '未找到该房屋' }]),
  noTeam: () => badRequest('workorders.no_team', '未找到该班组', [{ path: 'teamId', message: '未找到该班组' }]),
  noStaff: () => badRequest('workorders.no_staff', '未找到该维修人员', [{ path: 'staffId', message: '未找到该维修人员' }]),
  notInTeam: () => badRequest('workorders.not_in_team', '该维修人员不在所选班组', [{ path: 'staffId', message: '该维修人员不在所选班组' }]),
  photoGone: () => badRequest('workorders.photo_gone', '照片不存在或已用于其他工单，请重新上传', [{ path: 'photoIds', message: '照片不存在或已用于其他工单' }]),
  notYours: () => forbidden('您无权查看此工单', 'workorders.not_yours'),
  billed: (action: OrderActionType) => conflict('workorders.billed', `该工单已计费，不能${ORDER_ACTION_LABELS[action]}`),
};
