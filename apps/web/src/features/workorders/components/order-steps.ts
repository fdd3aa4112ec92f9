import type { WorkOrderDetail } from '../api/workorders';

type State = WorkOrderDetail['state'];

/**
 * The steps a screen offers by state, from the domain's flow table (packages/domain/src/workorders/order-flow.ts);
 * the server still decides on the person. A complaint or a patrol task is finished from 已接单 (no 到场).
 */
export const DESK_STEPS = ['assign', 'transfer', 'urge', 'cancel', 'visit'] as const;
export type DeskStep = (typeof DESK_STEPS)[number];

const HELD: readonly State[] = ['accepted', 'arrived', 'working'];
const OPEN: readonly State[] = ['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'];

const DESK_FROM: Record<DeskStep, readonly State[]> = {
  assign: ['pending'],
  transfer: ['assigned', ...HELD],
  urge: OPEN,
  cancel: ['pending', 'assigned', 'accepted', 'paused'],
  visit: ['awaiting_visit'],
};

export function deskSteps(state: State): DeskStep[] {
  return DESK_STEPS.filter((s) => DESK_FROM[s].includes(state));
}

export const FIELD_STEPS = ['accept', 'arrive', 'start', 'pause', 'resume', 'return', 'finish'] as const;
export type FieldStep = (typeof FIELD_STEPS)[number];

const FIELD_FROM: Record<FieldStep, readonly State[]> = {
  accept: ['assigned'],
  arrive: ['accepted'],
  start: ['arrived'],
  pause: HELD,
  resume: ['paused'],
  // 待支付: 退单 voids an unbilled charge; once 服务计费 billed it, the server refuses (该工单已计费).
  return: ['assigned', 'accepted', 'awaiting_payment'],
  finish: ['arrived', 'working'],
};

/** The technician's next steps on the phone, in the order the buttons show. */
export function fieldSteps(order: Pick<WorkOrderDetail, 'state' | 'kind'>): FieldStep[] {
  const noArrival = order.kind === 'complaint' || order.kind === 'patrol';
  return FIELD_STEPS.filter((s) => FIELD_FROM[s].includes(order.state) || (s === 'finish' && noArrival && order.state === 'accepted'));
}
