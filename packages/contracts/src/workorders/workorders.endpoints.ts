import { z } from 'zod';
import { emptyInput } from '../core/empty-schemas';
import { defineEndpoint } from '../core/endpoint';
import { reads, SIGNED_IN, writes } from '../core/rights';
import {
  WorkOrderAssignInput,
  WorkOrderCancelInput,
  CreateWorkOrderInput,
  WorkOrderFinishInput,
  WorkOrderPauseInput,
  WorkOrderPlainStepInput,
  WorkOrderRateInput,
  WorkOrderReturnInput,
  WorkOrderTransferInput,
  WorkOrderUrgeInput,
  WorkOrderVisitInput,
  WorkOrderBoardQuery,
  WorkOrderDetail,
  WorkOrderIdInput,
  WorkOrderPage,
  WorkTeam,
} from './workorders.schemas';

// Rights: the dispatcher's board and typing an order in belong to 派工管理 (and to 受理登记 / 投诉管理, whose records
// the orders stand for). A technician's own calls (my orders, the pool, the steps of an order) need only a session:
// the domain's ORDER_PERMISSIONS decide on the order itself (handler, team, 班长, 派单员 = 派工管理 usable).

const STAFF = ['emp', 'sa'] as const;
const DESK = ['customer_dispatch', 'customer_case-accept', 'customer_complaint'] as const;

export const workOrderBoard = defineEndpoint({
  method: 'GET',
  path: '/api/workorders',
  input: WorkOrderBoardQuery,
  output: WorkOrderPage,
  auth: 'session',
  rights: reads(...DESK),
  roles: STAFF,
  summary: '工单：派单看板（按状态、类型、班组、处理人、时限、房屋、关键字筛选，按到期时间排序）',
  tag: 'workorders',
});

export const createWorkOrder = defineEndpoint({
  method: 'POST',
  path: '/api/workorders',
  input: CreateWorkOrderInput,
  output: WorkOrderDetail,
  auth: 'session',
  rights: writes(...DESK),
  roles: STAFF,
  summary: '工单：登记报修、投诉或有偿服务（同时生成受理登记或投诉管理记录）',
  tag: 'workorders',
});

export const myWorkOrders = defineEndpoint({
  method: 'GET',
  path: '/api/workorders/mine',
  input: WorkOrderBoardQuery,
  output: WorkOrderPage,
  auth: 'session',
  rights: SIGNED_IN,
  roles: STAFF,
  summary: '工单：我的工单（由我处理的）',
  tag: 'workorders',
});

export const workOrderPool = defineEndpoint({
  method: 'GET',
  path: '/api/workorders/pool',
  input: WorkOrderBoardQuery,
  output: WorkOrderPage,
  auth: 'session',
  rights: SIGNED_IN,
  roles: STAFF,
  summary: '工单：抢单池（我所在班组的抢单工单）',
  tag: 'workorders',
});

export const workOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/api/workorders/:id',
  input: WorkOrderIdInput,
  output: WorkOrderDetail,
  auth: 'session',
  rights: SIGNED_IN,
  roles: STAFF,
  summary: '工单：一张工单及其时间线、照片、材料和时限（派工管理可看全部，维修人员看自己和本班组的）',
  tag: 'workorders',
});

export const workTeams = defineEndpoint({
  method: 'GET',
  path: '/api/workorders/teams',
  input: emptyInput,
  output: z.array(WorkTeam),
  auth: 'session',
  rights: reads(...DESK),
  roles: STAFF,
  summary: '工单：维修班组及成员（派单时选人，含各人手头未完成工单数）',
  tag: 'workorders',
});

const step = <I extends z.ZodType>(action: string, label: string, input: I) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/workorders/:id/${action}`,
    input,
    output: WorkOrderDetail,
    auth: 'session',
    rights: SIGNED_IN,
    roles: STAFF,
    summary: `工单：${label}`,
    tag: 'workorders',
  });

/** One POST per step of the flow (the domain's ORDER_ACTIONS a person takes; 支付 and 自动评价 are the system's). */
export const workOrderSteps = {
  assign: step('assign', '派单（给维修人员或班组）', WorkOrderAssignInput),
  grab: step('grab', '抢单', WorkOrderPlainStepInput),
  accept: step('accept', '接单', WorkOrderPlainStepInput),
  arrive: step('arrive', '到场', WorkOrderPlainStepInput),
  start: step('start', '开始维修', WorkOrderPlainStepInput),
  pause: step('pause', '挂起（时限暂停）', WorkOrderPauseInput),
  resume: step('resume', '恢复', WorkOrderPlainStepInput),
  transfer: step('transfer', '转派', WorkOrderTransferInput),
  return: step('return', '退单', WorkOrderReturnInput),
  finish: step('finish', '完工（照片、材料和人工）', WorkOrderFinishInput),
  rate: step('rate', '评价（客服代业主登记）', WorkOrderRateInput),
  visit: step('visit', '回访', WorkOrderVisitInput),
  cancel: step('cancel', '取消', WorkOrderCancelInput),
  urge: step('urge', '催单', WorkOrderUrgeInput),
} as const;

export const workOrderEndpoints = { workOrderBoard, workTeams, createWorkOrder, myWorkOrders, workOrderPool, workOrderDetail, ...workOrderSteps };
