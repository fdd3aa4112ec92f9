import type { ChargeLineInput, ServiceCharge } from './service-charge';
import type { AssignTarget, OrderState, PauseReason, WorkOrder } from './order-types';

export const ORDER_ACTION_TYPES = [
  'assign',
  'grab',
  'accept',
  'arrive',
  'start',
  'pause',
  'resume',
  'transfer',
  'return',
  'finish',
  'pay',
  'rate',
  'auto_rate',
  'visit',
  'cancel',
  'urge',
] as const;
export type OrderActionType = (typeof ORDER_ACTION_TYPES)[number];

export const ORDER_ACTION_LABELS: Readonly<Record<OrderActionType, string>> = {
  assign: '派单',
  grab: '抢单',
  accept: '接单',
  arrive: '到场',
  start: '开始维修',
  pause: '挂起',
  resume: '恢复',
  transfer: '转派',
  return: '退单',
  finish: '完工',
  pay: '支付',
  rate: '评价',
  auto_rate: '自动评价',
  visit: '回访',
  cancel: '取消',
  urge: '催单',
};

/** The creation's label on the timeline (登记: typed in by staff, the portal, the call centre or a plan). */
export const ORDER_CREATE_LABEL = '登记';

export type OrderAction =
  | { type: 'assign'; to: AssignTarget }
  | { type: 'grab' }
  | { type: 'accept' }
  | { type: 'arrive' }
  | { type: 'start' }
  | { type: 'pause'; reason: PauseReason; note?: string }
  | { type: 'resume' }
  | { type: 'transfer'; to: AssignTarget; reason: string }
  | { type: 'return'; reason: string }
  | {
      type: 'finish';
      photos: number;
      note?: string;
      /** Materials and labour used; billed for 有偿服务 and for a 报修 with chargeOwner, else only recorded. */
      lines?: readonly ChargeLineInput[];
      /** A 报修 turned 有偿 at completion (HC maintenance_type 1001). */
      chargeOwner?: boolean;
      /** The owner confirmed again an actual total above the quote + 10 %. */
      ownerConfirmed?: boolean;
    }
  | { type: 'pay'; reference: string }
  | { type: 'rate'; score: number; comment?: string }
  | { type: 'auto_rate' }
  | { type: 'visit'; satisfied: boolean; note?: string }
  | { type: 'cancel'; reason: string }
  | { type: 'urge'; note?: string };

/** What an event says beyond its action: only the keys the action has. */
export interface OrderEventDetail {
  photos?: number;
  /** 完工's materials and labour, priced. */
  charge?: ServiceCharge;
  /** Whether that charge was billed to the owner (the order then waits for payment). */
  billed?: boolean;
  /** 退单 from 待支付: the unpaid charge is voided. */
  voidedCharge?: ServiceCharge;
  score?: number;
  comment?: string;
  satisfied?: boolean;
  reference?: string;
  pauseReason?: PauseReason;
  note?: string;
}

/** One row of the order's timeline: who did what, when, and what it moved. */
export interface OrderEvent {
  action: OrderActionType | 'create';
  /** null for the creation. */
  from: OrderState | null;
  to: OrderState;
  at: string;
  actor: { kind: 'staff' | 'owner' | 'system'; id: number | null };
  /** The permission the actor acted under (see ORDER_PERMISSIONS). */
  as: string;
  handler: { before: number | null; after: number | null };
  team: { before: number | null; after: number | null };
  reason: string | null;
  detail: OrderEventDetail;
}

/** 400 a bad payload, 403 not this person's to do, 409 not in this state or not now. */
export interface OrderRefusal {
  status: 400 | 403 | 409;
  code: string;
  message: string;
}

export type NextStateResult = { ok: true; order: WorkOrder; event: OrderEvent } | { ok: false; refusal: OrderRefusal };
