import { sql } from 'drizzle-orm';
import {
  DISPATCH_MODES,
  ORDER_ACTOR_KINDS,
  ORDER_COST_KINDS,
  ORDER_EVENT_ACTIONS,
  ORDER_KINDS,
  ORDER_PRIORITIES,
  ORDER_STATES,
  SLA_CLASSES,
} from '@pm/domain';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 工单 (issue 34): one flow for 报修, 投诉, 有偿服务 and the tasks plans generate (巡检, 维保). The rules are
// packages/domain/src/workorders (nextState); these tables keep the order as it stands, every step as an event
// (append-only), the photos and the materials of 完工. docs/decisions.md "Work orders: the server".

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/** 维修班组: the people an order can be given to as a team (抢单 pool, team members may 接单), its 班长 and 主管. */
export const workTeams = pgTable(
  'work_teams',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar({ length: 50 }).notNull(),
    /** 班长 (user id): escalation level 1, acts as team_leader on the team's orders. */
    leaderId: ref(),
    /** 主管 (user id): escalation level 2. */
    managerId: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_teams_name_unique').on(t.companyId, t.name)],
);

export const workTeamMembers = pgTable(
  'work_team_members',
  {
    teamId: ref().notNull(),
    userId: ref().notNull(),
    companyId: companyRef(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('work_team_members_user_idx').on(t.userId)],
);

/**
 * One work order. The domain's WorkOrder is these columns (settings, pauses, charge and rating as jsonb); the SLA
 * due times are columns so the dispatcher's board filters 预警 / 超时 and sorts by due on an index:
 * `dueAt` the earliest limit of the clocks still running, `warnAt` the earliest warning of those, `slaNextAt` the
 * instant the SLA job must wake for, `slaLevel` the escalation level already announced.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    companyId: companyRef(),
    /** GD + China day + serial (YZ… for the portal's requests keep the record's number). */
    number: varchar({ length: 30 }).notNull(),
    /** repair | complaint | paid_service | patrol | maintenance */
    kind: varchar({ length: 20 }).notNull(),
    /** urgent | normal | appointment */
    priority: varchar({ length: 12 }).notNull(),
    /** The domain's ORDER_STATES. */
    state: varchar({ length: 20 }).notNull(),
    houseId: ref(),
    /** The portal account that reported it (the owner principal); null for staff-made orders. */
    ownerAccountId: ref(),
    reporter: varchar({ length: 50 }),
    phone: varchar({ length: 20 }),
    content: text().notNull(),
    teamId: ref(),
    handlerId: ref(),
    /** grab | assign | round_robin (copied from settings for the pool's index). */
    mode: varchar({ length: 12 }).notNull(),
    /** The domain's OrderSettings, copied at creation. */
    settings: jsonb().notNull(),
    /** The SLA policy class and its rules as they were at creation (a later policy change does not move the order). */
    slaClass: varchar({ length: 12 }),
    slaPolicy: jsonb().notNull().default([]),
    responseDueAt: at(),
    arrivalDueAt: at(),
    resolutionDueAt: at(),
    dueAt: at(),
    warnAt: at(),
    slaNextAt: at(),
    slaLevel: integer().notNull().default(0),
    slaWarned: integer().notNull().default(0),
    appointmentAt: at(),
    /** The 客户服务 record this order stands for: case-accept (受理登记) or complaint (投诉管理); its status follows. */
    recordKey: varchar({ length: 20 }),
    recordId: ref(),
    /** A task a plan generated (维保: `maint:<plan>:<slot>`, the domain's maintenanceTaskKey): one order per plan and slot. */
    planKey: varchar({ length: 60 }),
    /** The task's window closes: the order is overdue after it (plan tasks have no SLA policy); null once finished. */
    planEndsAt: at(),
    resumeTo: varchar({ length: 20 }),
    pauses: jsonb().notNull().default([]),
    stateSince: at().notNull(),
    acceptedAt: at(),
    arrivedAt: at(),
    finishedAt: at(),
    paidAt: at(),
    ratedAt: at(),
    closedAt: at(),
    charge: jsonb(),
    rating: jsonb(),
    createdAt: at().notNull(),
    createdBy: ref(),
    updatedAt: at().notNull().defaultNow(),
    /** Bumped by the record_versions trigger on every change: the optimistic check of the board's actions. */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('work_orders_number_unique').on(t.companyId, t.number),
    uniqueIndex('work_orders_record_unique').on(t.companyId, t.recordKey, t.recordId).where(sql`${t.recordId} is not null`),
    uniqueIndex('work_orders_plan_key_unique').on(t.companyId, t.planKey).where(sql`${t.planKey} is not null`),
    index('work_orders_board_idx').on(t.companyId, t.state, t.dueAt, t.id),
    index('work_orders_due_idx').on(t.companyId, t.dueAt, t.id),
    // The board's 未完成 views (by due, 超时, 预警): only open orders, so a count of the overdue reads this index alone.
    index('work_orders_open_due_idx')
      .on(t.companyId, t.dueAt, t.id)
      .where(sql`${t.state} in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused')`),
    index('work_orders_handler_idx').on(t.companyId, t.handlerId, t.state),
    index('work_orders_team_idx').on(t.companyId, t.teamId, t.state),
    index('work_orders_house_idx').on(t.companyId, t.houseId),
    index('work_orders_sla_next_idx').on(t.slaNextAt).where(sql`${t.slaNextAt} is not null`),
    // The minute sweep's 待支付 orders (paid-orders.repo.ts) across companies: only the few waiting for payment.
    index('work_orders_awaiting_payment_idx').on(t.id).where(sql`${t.state} = 'awaiting_payment'`),
    check('work_orders_kind_check', oneOf(t.kind, ORDER_KINDS)),
    check('work_orders_priority_check', oneOf(t.priority, ORDER_PRIORITIES)),
    check('work_orders_state_check', oneOf(t.state, ORDER_STATES)),
    check('work_orders_mode_check', oneOf(t.mode, DISPATCH_MODES)),
    check('work_orders_sla_class_check', oneOf(t.slaClass, SLA_CLASSES)),
    check('work_orders_resume_to_check', oneOf(t.resumeTo, ORDER_STATES)),
  ],
);

/** Every step of an order: who (staff, owner or the system) in which capacity, from → to, when. Append-only. */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: id(),
    companyId: companyRef(),
    orderId: ref().notNull(),
    /** create, an ORDER_ACTION_TYPES action, or sla_warning / sla_overdue / sla_escalation (the SLA job). */
    action: varchar({ length: 20 }).notNull(),
    fromState: varchar({ length: 20 }),
    toState: varchar({ length: 20 }).notNull(),
    /** staff | owner | system */
    actorKind: varchar({ length: 10 }).notNull(),
    actorId: ref(),
    /** The capacity acted in (ORDER_PERMISSIONS' permit, or the creator's kind). */
    capacity: varchar({ length: 20 }).notNull(),
    handlerBefore: ref(),
    handlerAfter: ref(),
    teamBefore: ref(),
    teamAfter: ref(),
    reason: text(),
    payload: jsonb().notNull().default({}),
    at: at().notNull(),
  },
  (t) => [
    index('work_order_events_order_idx').on(t.orderId, t.id),
    check('work_order_events_action_check', oneOf(t.action, ORDER_EVENT_ACTIONS)),
    check('work_order_events_from_state_check', oneOf(t.fromState, ORDER_STATES)),
    check('work_order_events_to_state_check', oneOf(t.toState, ORDER_STATES)),
    check('work_order_events_actor_kind_check', oneOf(t.actorKind, ORDER_ACTOR_KINDS)),
  ],
);

/** Photos of an order (files module ids): the reporter's and those of 完工. */
export const workOrderPhotos = pgTable(
  'work_order_photos',
  {
    orderId: ref().notNull(),
    fileId: ref().notNull(),
    companyId: companyRef(),
    /** The event that added it (完工); null for the photos sent with the report. */
    eventId: ref(),
    addedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] }), uniqueIndex('work_order_photos_file_unique').on(t.fileId)],
);

/** Materials and labour recorded at 完工: exact decimals (unit price and quantity 4 places, amount to the fen). */
export const workOrderMaterials = pgTable(
  'work_order_materials',
  {
    id: id(),
    orderId: ref().notNull(),
    companyId: companyRef(),
    eventId: ref().notNull(),
    /** material | labour | visit_fee */
    kind: varchar({ length: 12 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    unitPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    quantity: numeric({ precision: 14, scale: 4 }).notNull(),
    amount: money().notNull(),
    /** Billed to the owner (有偿) or only recorded. */
    billed: boolean().notNull().default(false),
  },
  (t) => [index('work_order_materials_order_idx').on(t.orderId), check('work_order_materials_kind_check', oneOf(t.kind, ORDER_COST_KINDS))],
);

/**
 * Where the plan job stands for each plan: the first slot not yet looked at and when it must look again (the
 * domain's planTasksToCreate). One row per plan, locked while its tasks are written, so instances never double.
 */
export const workOrderPlanCursors = pgTable(
  'work_order_plan_cursors',
  {
    /** maintenance (设备保养计划). */
    planKind: varchar({ length: 20 }).notNull(),
    planId: ref().notNull(),
    companyId: companyRef(),
    cursor: varchar({ length: 10 }),
    nextRunAt: at(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planKind, t.planId] }), index('work_order_plan_cursors_next_idx').on(t.nextRunAt)],
);

/**
 * Orders per company and state, kept by statement-level triggers on work_orders (packages/db/sql/workorders.sql):
 * the board's total for its state views without counting 100,000 rows on each page.
 */
export const workOrderStateCounts = pgTable(
  'work_order_state_counts',
  {
    companyId: companyRef(),
    state: varchar({ length: 20 }).notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.state] })],
);

/**
 * Open orders per company and UTC hour of their due time (date_trunc('hour', due_at, 'UTC'), orders with a due time only), kept
 * by the same statement-level triggers (packages/db/sql/workorders.sql): 超时's total is the hours already past plus
 * the current hour's rows, not 20,000 index entries counted on each page.
 */
export const workOrderDueCounts = pgTable(
  'work_order_due_counts',
  {
    companyId: companyRef(),
    dueHour: at().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dueHour] })],
);
