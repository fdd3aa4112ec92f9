// 工单's codes beside the domain's ORDER_KINDS, ORDER_STATES, ORDER_PRIORITIES and ORDER_ACTION_TYPES (workorders/),
// declared once: the contracts' enums and the database's CHECKs are made from them.

import { ORDER_ACTION_TYPES } from '../workorders/order-actions';

/** HC repair_way: 100 抢单 (a pool), 200 指派 (a dispatcher assigns), 300 轮训 (a job assigns in turn). */
export const DISPATCH_MODES = ['grab', 'assign', 'round_robin'] as const;
/** SLA policies by class: the priorities, and 投诉 on its own. */
export const SLA_CLASSES = ['urgent', 'normal', 'appointment', 'complaint'] as const;
/** Who took a step: a member of staff, the owner (the portal), or the system (a job). */
export const ORDER_ACTOR_KINDS = ['staff', 'owner', 'system'] as const;
/** What a 完工 records: materials, labour, a visit fee. */
export const ORDER_COST_KINDS = ['material', 'labour', 'visit_fee'] as const;
/** What the SLA job records on an order. */
export const SLA_EVENT_ACTIONS = ['sla_warning', 'sla_overdue', 'sla_escalation'] as const;
/** A work order's history: its creation, a step of the flow, or the SLA job's. */
export const ORDER_EVENT_ACTIONS = ['create', ...ORDER_ACTION_TYPES, ...SLA_EVENT_ACTIONS] as const;
