import {
  addDays,
  BUSINESS_SEARCH_DAYS,
  chinaDateTime,
  chinaToday,
  DEFAULT_BUSINESS_HOURS,
  nextState,
  planIdOfTaskKey,
  type BusinessHours,
  type OrderAction,
  type OrderActor,
  type OrderEvent,
  type SlaRule,
  type WorkOrder,
} from '@pm/domain';
import type { WorkOrderDetail } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { findWorkCalendar } from '../setup/index';
import { staffActor, type WorkOrderDeps } from './order-actor';
import { orderColumns, slaColumns, toWorkOrder } from './order-row';
import { recordResultOf, recordStatusOf, type RecordKey } from './record-status';
import { workOrderDetail } from './work-order-views';
import { refusalError, workOrderErrors as err } from './workorders.errors';
import { recordMaintenanceDone } from './maintenance-plans.repo';
import { orderBilled } from './paid-orders.repo';
import * as records from './service-records.repo';
import * as repo from './workorders.repo';

/** The business hours a business clock runs in: 09:00–18:00 on the company's 工作日历 from the order's start on. */
export async function businessHoursOf(db: DbOrTx, companyId: number, w: WorkOrder): Promise<BusinessHours> {
  const start = w.appointmentAt !== null && w.appointmentAt < w.createdAt ? w.appointmentAt : w.createdAt;
  const from = chinaToday(new Date(start));
  return { ...DEFAULT_BUSINESS_HOURS, calendar: await findWorkCalendar(db, companyId, from, addDays(from, BUSINESS_SEARCH_DAYS)) };
}

export function eventColumns(orderId: number, companyId: number, e: OrderEvent): repo.NewEventRow {
  return {
    companyId,
    orderId,
    action: e.action,
    fromState: e.from,
    toState: e.to,
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    capacity: e.as,
    handlerBefore: e.handler.before,
    handlerAfter: e.handler.after,
    teamBefore: e.team.before,
    teamAfter: e.team.after,
    reason: e.reason,
    payload: e.detail,
    at: new Date(e.at),
  };
}

/** What a step brings beyond the action: the photos of 完工 (already checked as the caller's free uploads). */
export interface StepExtras {
  photoIds?: readonly number[];
}

/** A plan task's due is its window's close until it is finished or cancelled (it has no SLA clocks). */
function planDue(row: repo.OrderRow, order: WorkOrder): { dueAt?: Date | null } {
  if (row.planEndsAt === null) return {};
  return { dueAt: order.finishedAt === null && order.state !== 'cancelled' ? row.planEndsAt : null };
}

/**
 * One step on a locked order row: the domain's nextState decides (a refusal becomes its 4xx); the new state, the
 * recomputed SLA columns, the event, 完工's photos and materials and the 客户服务 record's status are written in the
 * caller's transaction.
 */
export async function applyAction(
  tx: DbOrTx,
  who: { companyId: number },
  row: repo.OrderRow,
  action: OrderAction,
  actor: OrderActor,
  at: Date,
  extras: StepExtras,
): Promise<{ order: WorkOrder; eventId: number }> {
  const result = nextState(toWorkOrder(row), action, actor, at);
  if (!result.ok) throw refusalError(result.refusal);
  // The bill line is the owner's debt now (released or paid, it is never deleted): the order cannot go back.
  if ((action.type === 'return' || action.type === 'cancel') && (await orderBilled(tx, row.id))) throw err.billed(action.type);
  const { order, event } = result;
  const hours = await businessHoursOf(tx, who.companyId, order);
  const sla = slaColumns(order, row.slaClass, row.slaPolicy as SlaRule[], hours, at);
  await repo.updateOrder(tx, row.id, { ...orderColumns(order), ...sla, ...planDue(row, order) });
  const eventId = await repo.insertEvent(tx, eventColumns(row.id, who.companyId, event));
  const planId = planIdOfTaskKey(row.planKey);
  if (action.type === 'finish' && planId !== null) {
    await recordMaintenanceDone(tx, { companyId: who.companyId, planId, orderNumber: row.number, day: chinaToday(at), maintainerUserId: order.handler, actorUserId: actor.kind === 'staff' ? actor.id : null });
  }
  if (action.type === 'finish') {
    await repo.insertPhotos(tx, (extras.photoIds ?? []).map((fileId) => ({ orderId: row.id, fileId, companyId: who.companyId, eventId })));
    const charge = event.detail.charge;
    if (charge)
      await repo.insertMaterials(
        tx,
        charge.lines.map((l) => ({ orderId: row.id, companyId: who.companyId, eventId, kind: l.kind, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, amount: l.amount, billed: event.detail.billed === true })),
      );
  }
  if (row.recordKey !== null && row.recordId !== null) {
    const status = recordStatusOf(order.state);
    await records.setRecordStatus(tx, {
      recordKey: row.recordKey as RecordKey,
      recordId: row.recordId,
      companyId: who.companyId,
      status,
      handlerId: order.handler,
      closedAt: status === '3' ? chinaDateTime(at) : null,
      result: recordResultOf(event),
    });
  }
  return { order, eventId };
}

/**
 * A step a staff member takes through its endpoint: the order loaded FOR UPDATE in the caller's company (another
 * company's is 404), the version the screen showed checked, then applyAction. Concurrent steps on one order queue
 * on the row lock: the later one is judged on the state the earlier left (two 抢单: one wins, the other 409).
 */
export async function stepWorkOrder(
  deps: WorkOrderDeps,
  session: Session,
  input: { id: number; version?: number | undefined },
  action: OrderAction,
  extras: StepExtras = {},
): Promise<WorkOrderDetail> {
  const { db } = deps;
  if (!(await repo.orderOf(db, session.companyId, input.id))) throw err.notFound();
  const actor = await staffActor(deps, db, session);
  await db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, session.companyId, input.id);
    if (!row) throw err.notFound();
    if (input.version !== undefined && row.version !== input.version) throw err.stale();
    await applyAction(tx, { companyId: session.companyId }, row, action, actor, deps.now?.() ?? new Date(), extras);
  });
  return workOrderDetail(deps, session, input.id);
}
