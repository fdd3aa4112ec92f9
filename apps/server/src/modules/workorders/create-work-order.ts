import type { CreateWorkOrderInput, WorkOrderDetail } from '@pm/contracts';
import { chinaDateTime, chinaToday, createWorkOrder, type AssignTarget, type OrderActor, type OrderKind, type OrderPriority } from '@pm/domain';
import type { DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { appendOperationLog } from '../records/index';
import { staffActor, type WorkOrderDeps } from './order-actor';
import { applyAction, businessHoursOf, eventColumns } from './order-step';
import { slaColumns, slaPolicyFor } from './order-row';
import { workOrderDetail } from './work-order-views';
import { workOrderErrors as err } from './workorders.errors';
import * as records from './service-records.repo';
import * as repo from './workorders.repo';
import * as teams from './teams.repo';
import type { RecordKey } from './record-status';

/** What a new order is: from the staff form, or from an owner's portal request. */
export interface NewOrder {
  companyId: number;
  number: string;
  kind: OrderKind;
  priority: OrderPriority;
  houseId: number | null;
  ownerAccountId: number | null;
  reporter: string | null;
  phone: string | null;
  content: string;
  mode: 'grab' | 'assign' | 'round_robin';
  teamId: number | null;
  assignTo: AssignTarget | null;
  appointmentAt: string | null;
  recordKey: RecordKey | null;
  recordId: number | null;
  createdBy: number | null;
  /** A task a plan generated: its key (one order per plan and slot) and when its window closes (the order's due). */
  plan?: { key: string; endsAt: Date };
}

/** Writes the order and its 登记 event (in the caller's transaction); answers the order's id. */
export async function insertWorkOrder(tx: DbOrTx, n: NewOrder, actor: OrderActor, at: Date): Promise<number> {
  const { order, event } = createWorkOrder(
    { kind: n.kind, priority: n.priority, ownerId: n.ownerAccountId, team: n.teamId, assignTo: n.assignTo, appointmentAt: n.appointmentAt, settings: { dispatch: n.mode } },
    actor,
    at,
  );
  const policy = slaPolicyFor(order);
  const sla = slaColumns(order, policy.slaClass, policy.rules, await businessHoursOf(tx, n.companyId, order), at);
  const row = await repo.insertOrder(tx, {
    companyId: n.companyId,
    number: n.number,
    kind: n.kind,
    priority: n.priority,
    state: order.state,
    houseId: n.houseId,
    ownerAccountId: n.ownerAccountId,
    reporter: n.reporter,
    phone: n.phone,
    content: n.content,
    teamId: order.team,
    handlerId: order.handler,
    mode: n.mode,
    settings: order.settings,
    slaClass: policy.slaClass,
    slaPolicy: policy.rules,
    ...sla,
    ...(n.plan ? { planKey: n.plan.key, planEndsAt: n.plan.endsAt, dueAt: n.plan.endsAt } : {}),
    appointmentAt: order.appointmentAt === null ? null : new Date(order.appointmentAt),
    recordKey: n.recordKey,
    recordId: n.recordId,
    pauses: [],
    stateSince: at,
    createdAt: at,
    createdBy: n.createdBy,
  });
  await repo.insertEvent(tx, eventColumns(row.id, n.companyId, event));
  return row.id;
}

/** What the 客户服务 record of a new order says: the order's number, kind, urgency, house, caller and content. */
export interface ServiceRecordFacts {
  companyId: number;
  number: string;
  kind: OrderKind;
  priority: OrderPriority;
  houseId: number | null;
  reporter: string | null;
  phone: string | null;
  content: string;
  /** Who took it down (the record's writer and, when staff of the company, its 接待人). */
  userId: number;
}

/**
 * The record an order stands for, written with it: 投诉管理 for 投诉 (level from the urgency), else 受理登记; dated in
 * China time, the caller 未留名 when not given.
 */
export async function insertServiceRecord(tx: DbOrTx, f: ServiceRecordFacts, at: Date): Promise<{ recordKey: RecordKey; recordId: number }> {
  const wall = chinaDateTime(at);
  const who = f.reporter || '未留名';
  if (f.kind === 'complaint') {
    const recordId = await records.insertComplaint(tx, { companyId: f.companyId, complaintNo: f.number, houseId: f.houseId, complainant: who, phone: f.phone, content: f.content, level: f.priority === 'urgent' ? '3' : '1', receivedAt: wall, userId: f.userId });
    return { recordKey: 'complaint', recordId };
  }
  const recordId = await records.insertCaseAccept(tx, { companyId: f.companyId, caseNo: f.number, houseId: f.houseId, customer: who, phone: f.phone, content: f.content, acceptedAt: wall, receiverId: f.userId, userId: f.userId });
  return { recordKey: 'case-accept', recordId };
}

/** Order and record numbers typed in by staff: GD + China day + 4 digits, serialised per company and day. */
export async function nextNumber(tx: DbOrTx, companyId: number, at: Date) {
  const prefix = `GD${chinaToday(at).replace(/-/g, '')}`;
  await repo.lockNumbering(tx, companyId, prefix);
  return repo.nextOrderNumber(tx, companyId, prefix);
}

/** Checks a 派单 target of the company: the team exists, the person is staff of the company and in the team given. */
export async function assignTarget(db: DbOrTx, companyId: number, staffId: number | undefined, teamId: number | undefined): Promise<AssignTarget | null> {
  if (teamId !== undefined && !(await teams.teamOf(db, companyId, teamId))) throw err.noTeam();
  if (staffId === undefined) return teamId === undefined ? null : { team: teamId };
  if (!(await teams.staffOf(db, companyId, staffId))) throw err.noStaff();
  if (teamId !== undefined && !(await teams.isMember(db, teamId, staffId))) throw err.notInTeam();
  return { staff: staffId, ...(teamId !== undefined ? { team: teamId } : {}), openOrders: await repo.openOrdersOf(db, companyId, staffId) };
}

/**
 * 登记 by staff: the order, and the 客户服务 record it stands for (受理登记 for 报修 / 有偿服务, 投诉管理 for 投诉), in one
 * transaction; given to a person at once when the form names one (the 派单 rules of the domain apply to the target).
 */
export async function createStaffWorkOrder(deps: WorkOrderDeps, session: Session, input: CreateWorkOrderInput): Promise<WorkOrderDetail> {
  const { db } = deps;
  const at = deps.now?.() ?? new Date();
  if (input.houseId !== undefined && !(await repo.houseOf(db, session.companyId, input.houseId))) throw err.noHouse();
  const assignTo = await assignTarget(db, session.companyId, input.staffId, input.teamId);
  const actor = await staffActor(deps, db, session);
  const id = await db.transaction(async (tx) => {
    const number = await nextNumber(tx, session.companyId, at);
    const { recordKey, recordId } = await insertServiceRecord(
      tx,
      { companyId: session.companyId, number, kind: input.kind, priority: input.priority, houseId: input.houseId ?? null, reporter: input.reporter ?? null, phone: input.phone ?? null, content: input.content, userId: session.userId },
      at,
    );
    const orderId = await insertWorkOrder(
      tx,
      {
        companyId: session.companyId, number, kind: input.kind, priority: input.priority, houseId: input.houseId ?? null, ownerAccountId: null,
        reporter: input.reporter ?? null, phone: input.phone ?? null, content: input.content, mode: input.mode,
        teamId: input.teamId ?? null, assignTo: null,
        appointmentAt: input.appointmentAt ?? null, recordKey, recordId, createdBy: session.userId,
      },
      actor,
      at,
    );
    // Named at once: a 派单 by the creator, under the domain's rules (派单员 or 班长, the target's open orders).
    if (assignTo && 'staff' in assignTo) {
      const row = (await repo.lockOrder(tx, session.companyId, orderId))!;
      await applyAction(tx, { companyId: session.companyId }, row, { type: 'assign', to: assignTo }, actor, at, {});
    }
    await appendOperationLog(tx, [{ companyId: session.companyId, userId: session.userId, recordKey: 'work-order', recordId: orderId, action: 'create', detail: { number, kind: input.kind, recordKey, recordId } }]);
    return orderId;
  });
  return workOrderDetail(deps, session, id);
}

