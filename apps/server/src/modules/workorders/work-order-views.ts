import type { WorkOrderBoardQuery, WorkOrderDetail, WorkOrderRow } from '@pm/contracts';
import {
  ORDER_ACTION_LABELS,
  ORDER_CREATE_LABEL,
  ORDER_KIND_LABELS,
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  SLA_TARGET_LABELS,
  slaStatusAt,
  slaTimes,
  type OrderActionType,
  type SlaRule,
} from '@pm/domain';
import type { Session } from '../../http/session';
import { decideFor } from '../menu/index';
import type { WorkOrderDeps } from './order-actor';
import { businessHoursOf } from './order-step';
import { clocksOf, slaStateOf, toWorkOrder } from './order-row';
import { workOrderErrors as err } from './workorders.errors';
import * as repo from './workorders.repo';
import * as teams from './teams.repo';

// Reading orders: the dispatcher's board, my orders, the pool, one order with its timeline and SLA clocks.

const DESK = ['customer_dispatch', 'customer_case-accept', 'customer_complaint'];
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

const SLA_ACTION_LABELS: Record<string, string> = { sla_warning: '时限预警', sla_overdue: '超时', sla_escalation: '超时升级' };
const actionName = (action: string) =>
  action === 'create' ? ORDER_CREATE_LABEL : (SLA_ACTION_LABELS[action] ?? ORDER_ACTION_LABELS[action as OrderActionType] ?? action);

type Named = repo.OrderRow & { houseName: string | null; teamName: string | null; handlerName: string | null };

function rowOf(r: Named, now: Date): WorkOrderRow {
  const kind = r.kind as WorkOrderRow['kind'];
  const priority = r.priority as WorkOrderRow['priority'];
  const state = r.state as WorkOrderRow['state'];
  return {
    id: r.id, number: r.number, kind, kindName: ORDER_KIND_LABELS[kind], priority, priorityName: ORDER_PRIORITY_LABELS[priority],
    state, stateName: ORDER_STATE_LABELS[state], mode: r.mode as WorkOrderRow['mode'],
    houseId: r.houseId, houseName: r.houseName, reporter: r.reporter, phone: r.phone, content: r.content,
    teamId: r.teamId, teamName: r.teamName, handlerId: r.handlerId, handlerName: r.handlerName,
    appointmentAt: iso(r.appointmentAt), dueAt: iso(r.dueAt), warnAt: iso(r.warnAt), sla: slaStateOf(r, now), slaLevel: r.slaLevel,
    createdAt: r.createdAt.toISOString(), version: r.version,
  };
}

function filterOf(q: WorkOrderBoardQuery): repo.OrderFilter {
  return {
    state: q.state, open: q.open === undefined ? undefined : q.open === 'true', kind: q.kind, teamId: q.teamId, handlerId: q.handlerId,
    sla: q.sla, houseId: q.houseId, text: q.text || undefined,
  };
}

async function page(deps: WorkOrderDeps, session: Session, q: WorkOrderBoardQuery, f: repo.OrderFilter) {
  const now = deps.now?.() ?? new Date();
  const { total, rows } = await repo.orderPage(deps.db, session.companyId, f, now, q.page, q.size);
  return { total, page: q.page, size: q.size, rows: rows.map((r) => rowOf(r as Named, now)) };
}

/** 派单看板: every order of the company by the filters, soonest due first. */
export const workOrderBoard = (deps: WorkOrderDeps, session: Session, q: WorkOrderBoardQuery) => page(deps, session, q, filterOf(q));

/** 我的工单: the orders I hold. */
export const myWorkOrders = (deps: WorkOrderDeps, session: Session, q: WorkOrderBoardQuery) =>
  page(deps, session, q, { ...filterOf(q), handlerId: session.userId });

/** 抢单池: 抢单-mode orders waiting in my teams' pools (or in no team's). */
export async function workOrderPool(deps: WorkOrderDeps, session: Session, q: WorkOrderBoardQuery) {
  const facts = await teams.teamFactsOf(deps.db, session.companyId, session.userId);
  return page(deps, session, q, { ...filterOf(q), poolOf: facts.member });
}

/**
 * Who may read one order: a reader of the service desk's functions any of the company; otherwise the person holding
 * it, a member or 班长 of its team, or one who acted on it. Another company's order is 404.
 */
async function mayRead(deps: WorkOrderDeps, session: Session, row: repo.OrderRow, actors: readonly (number | null)[]) {
  if (row.handlerId === session.userId || actors.includes(session.userId)) return true;
  if (row.teamId !== null) {
    const facts = await teams.teamFactsOf(deps.db, session.companyId, session.userId);
    if (facts.member.includes(row.teamId) || facts.leads.includes(row.teamId) || facts.manages.length > 0) return true;
  }
  return (await decideFor(deps.rights, session, DESK, 'read')).allowed;
}

export async function workOrderDetail(deps: WorkOrderDeps, session: Session, id: number): Promise<WorkOrderDetail> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const row = await repo.orderOf(db, session.companyId, id);
  if (!row) throw err.notFound();
  const events = await repo.eventsOf(db, id);
  if (!(await mayRead(deps, session, row, events.filter((e) => e.actorKind === 'staff').map((e) => e.actorId)))) throw err.notYours();
  const names = await repo.namesOf(db, row);
  const order = toWorkOrder(row);
  const clocks = clocksOf(order, row.slaClass, row.slaPolicy as SlaRule[], await businessHoursOf(db, session.companyId, order)).map(({ target, clock }) => {
    const times = slaTimes(clock);
    const status = slaStatusAt(clock, now);
    return {
      target, targetName: SLA_TARGET_LABELS[target], dueAt: iso(times.dueAt), warnAt: iso(times.warnAt), phase: status.phase, level: status.level,
      paused: status.paused, stopped: status.stopped, met: status.met, remainingMinutes: Math.round(status.remainingMinutes),
    };
  });
  return {
    ...rowOf({ ...row, ...names }, now),
    recordKey: row.recordKey,
    recordId: row.recordId,
    pauses: order.pauses.map((p) => ({ from: p.from, to: p.to, reason: p.reason, note: p.note })),
    charge: order.charge === null ? null : { total: order.charge.total },
    rating: order.rating,
    clocks,
    events: events.map((e) => ({
      id: e.id, action: e.action, actionName: actionName(e.action), from: e.fromState, to: e.toState,
      actorKind: e.actorKind as 'staff' | 'owner' | 'system', actorId: e.actorId, actorName: e.actorName, capacity: e.capacity,
      handlerAfter: e.handlerAfter, teamAfter: e.teamAfter, reason: e.reason, detail: e.payload as Record<string, unknown>, at: e.at.toISOString(),
    })),
    photos: (await repo.photosOf(db, id)).map((p) => ({ fileId: p.fileId, name: p.name, fromEvent: p.eventId })),
    materials: (await repo.materialsOf(db, id)).map((m) => ({ ...m, kind: m.kind as 'material' | 'labour' | 'visit_fee' })),
  };
}

/** 维修班组 for the dispatcher's pickers. */
export async function workTeamList(deps: WorkOrderDeps, session: Session) {
  return (await teams.teamsWithMembers(deps.db, session.companyId)).map((r) => ({
    id: Number(r.id), name: r.name,
    leaderId: r.leader_id === null ? null : Number(r.leader_id), leaderName: r.leader_name,
    managerId: r.manager_id === null ? null : Number(r.manager_id), managerName: r.manager_name,
    members: r.members.map((m) => ({ id: Number(m.id), name: m.name, openOrders: Number(m.open) })),
  }));
}
