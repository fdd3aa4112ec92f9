// One work-order flow for 报修, 投诉, 有偿服务 and the tasks plans generate (巡检, 维保): notes §6. An order is
// plain data (JSON-safe, times as ISO text); nextState moves it one step and names the event to record.

import type { DISPATCH_MODES } from '../vocabulary/workorder-words';
import type { ServiceCharge } from './service-charge';

export const ORDER_KINDS = ['repair', 'complaint', 'paid_service', 'patrol', 'maintenance'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND_LABELS: Readonly<Record<OrderKind, string>> = {
  repair: '报修',
  complaint: '投诉',
  paid_service: '有偿服务',
  patrol: '巡检',
  maintenance: '维保',
};

export const ORDER_STATES = [
  'pending',
  'assigned',
  'accepted',
  'arrived',
  'working',
  'paused',
  'awaiting_payment',
  'awaiting_rating',
  'awaiting_visit',
  'closed',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending: '待派单',
  assigned: '已派单',
  accepted: '已接单',
  arrived: '已到场',
  working: '维修中',
  paused: '挂起',
  awaiting_payment: '待支付',
  awaiting_rating: '待评价',
  awaiting_visit: '待回访',
  closed: '已完成',
  cancelled: '已取消',
};

/** HC 小区管理系统's repair state codes (notes §1) for the states that have one, for imports from HC. */
export const HC_REPAIR_STATE: Readonly<Partial<Record<OrderState, string>>> = {
  pending: '1000',
  accepted: '1100',
  paused: '2001',
  awaiting_payment: '1400',
  awaiting_rating: '1700',
  awaiting_visit: '1800',
  closed: '1900',
};

export const FINAL_ORDER_STATES: readonly OrderState[] = ['closed', 'cancelled'];

export const ORDER_PRIORITIES = ['urgent', 'normal', 'appointment'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const ORDER_PRIORITY_LABELS: Readonly<Record<OrderPriority, string>> = {
  urgent: '紧急',
  normal: '一般',
  appointment: '预约',
};

/** HC repair_way (vocabulary DISPATCH_MODES). */
export type DispatchMode = (typeof DISPATCH_MODES)[number];

/** HC return_visit_flag: 001 都不回访, 002 已评价不回访, 003 都回访. */
export type VisitPolicy = 'none' | 'unless_rated' | 'always';

export const PAUSE_REASONS = ['owner_absent', 'awaiting_parts', 'rescheduled', 'other'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
export const PAUSE_REASON_LABELS: Readonly<Record<PauseReason, string>> = {
  owner_absent: '业主不在',
  awaiting_parts: '待配件',
  rescheduled: '业主改期',
  other: '其他',
};

/** Settings copied onto the order when it is created, so a later change of the type's settings does not move it. */
export interface OrderSettings {
  dispatch: DispatchMode;
  visit: VisitPolicy;
  /** 完工 needs 到场 first (a complaint or a patrol task is finished from 已接单). */
  requiresArrival: boolean;
  /** Photos 完工 needs at least. */
  finishPhotos: number;
  /** Open orders a technician may hold before 抢单 or 派单 to them is refused (HC REPAIR_NUMBER 10). */
  maxOpenOrders: number;
  /** Hours after which an unrated order is rated by the system (HC autoEvaluateHour 48). */
  autoRateHours: number;
  /** The quote the owner confirmed before work, 元 (有偿服务); null without one. */
  quoteTotal: string | null;
}

export interface OrderPause {
  from: string;
  /** null while the order is still 挂起. */
  to: string | null;
  reason: PauseReason;
  note: string | null;
}

export interface OrderRating {
  /** 1-5; null when the system closed the rating after autoRateHours (not counted as praise in reports). */
  score: number | null;
  comment: string | null;
  auto: boolean;
}

export interface WorkOrder {
  kind: OrderKind;
  state: OrderState;
  priority: OrderPriority;
  settings: OrderSettings;
  /** The owner (portal principal) who reported it: they rate, urge and may cancel it; null for staff-made orders. */
  ownerId: number | null;
  /** The technician who holds it; null in the pool or while a team has it. */
  handler: number | null;
  team: number | null;
  /** The state 恢复 returns to while 挂起. */
  resumeTo: OrderState | null;
  pauses: readonly OrderPause[];
  createdAt: string;
  /** When the present state was entered (auto-rating counts from here). */
  stateSince: string;
  appointmentAt: string | null;
  /** The first 接单 or 抢单: the response clock stops here and a 转派 does not restart it. */
  acceptedAt: string | null;
  arrivedAt: string | null;
  finishedAt: string | null;
  paidAt: string | null;
  ratedAt: string | null;
  closedAt: string | null;
  charge: ServiceCharge | null;
  rating: OrderRating | null;
}

export type StaffRole = 'dispatcher' | 'technician' | 'manager';

/**
 * Who acts. Staff carry the facts the rules need: their roles, the teams they belong to and lead, and (for 抢单)
 * how many open orders they hold now, which the caller counts.
 */
export interface StaffActor {
  kind: 'staff';
  id: number;
  roles: readonly StaffRole[];
  teams?: readonly number[];
  leads?: readonly number[];
  openOrders?: number;
}

export type OrderActor = StaffActor | { kind: 'owner'; id: number } | { kind: 'system' };

/** 派单 or 转派 to a person (within a team or not) or to a team whose members may take it. */
export type AssignTarget = { staff: number; team?: number | null; openOrders?: number } | { team: number };
