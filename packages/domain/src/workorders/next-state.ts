import type { NextStateResult, OrderAction, OrderEventDetail, OrderRefusal } from './order-actions';
import { afterAutoRate, afterRating, afterService, flowTarget, type FlowTarget } from './order-flow';
import { permitFor } from './order-permissions';
import { orderRefusals as refuse } from './order-refusals';
import type { AssignTarget, OrderActor, OrderState, WorkOrder } from './order-types';
import { exceedsQuote, serviceCharge } from './service-charge';

/** What one action changes, before the common bookkeeping (state, stateSince, event) is added. */
interface Step {
  patch: Partial<WorkOrder>;
  detail: OrderEventDetail;
  reason: string | null;
  /** Set when the action itself decides where it leads (完工 with or without a charge). */
  to?: OrderState;
}

const HOUR_MS = 3_600_000;

/**
 * One step of the work-order flow (notes §6): the order as it is after `action` by `actor` at `at`, with the event
 * to record, or a refusal (status, dotted code, Chinese message) when the state, the actor's rights or the payload
 * do not allow it. Pure: the caller stores the order and the event in one transaction.
 */
export function nextState(
  order: WorkOrder,
  action: OrderAction,
  actor: OrderActor,
  at: Date | string,
): NextStateResult {
  const when = new Date(at).toISOString();
  if (Date.parse(when) < Date.parse(order.stateSince)) return no(refuse.earlierThanLastStep());
  const target = flowTarget(order, action.type);
  if (target === undefined) return no(refuse.wrongState(order.state, action.type));
  const as = permitFor(action.type, order, actor);
  if (as === null) return no(refuse.noRight(action.type));
  const step = stepOf(order, action, actor, when);
  if ('code' in step) return no(step);

  const to = step.to ?? resolve(target, order);
  const next: WorkOrder = { ...order, ...step.patch, state: to };
  if (target !== 'same') next.stateSince = when;
  if (to === 'closed' || to === 'cancelled') next.closedAt = when;
  return {
    ok: true,
    order: next,
    event: {
      action: action.type,
      from: order.state,
      to,
      at: when,
      actor: { kind: actor.kind, id: actor.kind === 'system' ? null : actor.id },
      as,
      handler: { before: order.handler, after: next.handler },
      team: { before: order.team, after: next.team },
      reason: step.reason,
      detail: step.detail,
    },
  };
}

const no = (refusal: OrderRefusal): NextStateResult => ({ ok: false, refusal });

function resolve(target: FlowTarget, order: WorkOrder): OrderState {
  switch (target) {
    case 'same':
      return order.state;
    case 'resume_to':
      return order.resumeTo ?? 'accepted';
    case 'after_finish':
    case 'after_service':
      return afterService(order);
    case 'after_rating':
      return afterRating(order);
    case 'after_auto_rate':
      return afterAutoRate(order);
    default:
      return target;
  }
}

const plain = (patch: Partial<WorkOrder> = {}, detail: OrderEventDetail = {}): Step => ({
  patch,
  detail,
  reason: null,
});
const text = (value: string | undefined): string => (value ?? '').trim();

function stepOf(order: WorkOrder, action: OrderAction, actor: OrderActor, at: string): Step | OrderRefusal {
  const { settings } = order;
  const holder = actor.kind === 'staff' ? actor.id : null;
  switch (action.type) {
    case 'assign':
      return handOver(order, action.to, null);
    case 'grab': {
      if (settings.dispatch !== 'grab') return refuse.notInPool();
      if (actor.kind !== 'staff') return refuse.noRight('grab');
      if (order.team !== null && !(actor.teams ?? []).includes(order.team)) return refuse.notYourTeam();
      if ((actor.openOrders ?? 0) >= settings.maxOpenOrders) return refuse.tooManyOpen(settings.maxOpenOrders);
      return plain({ handler: holder, acceptedAt: order.acceptedAt ?? at });
    }
    case 'accept':
      return plain({ handler: holder, acceptedAt: order.acceptedAt ?? at });
    case 'arrive':
      return plain({ arrivedAt: order.arrivedAt ?? at });
    case 'start':
      return plain();
    case 'urge':
      return plain({}, text(action.note) ? { note: text(action.note) } : {});
    case 'pause': {
      const note = text(action.note);
      if (action.reason === 'other' && !note) return refuse.pauseNoteRequired();
      const pause = { from: at, to: null, reason: action.reason, note: note || null };
      return plain({ resumeTo: order.state, pauses: [...order.pauses, pause] }, { pauseReason: action.reason });
    }
    case 'resume':
      return plain({ resumeTo: null, pauses: closePauses(order, at) });
    case 'transfer': {
      const reason = text(action.reason);
      if (!reason) return refuse.reasonRequired('transfer');
      const to = action.to;
      if ('staff' in to && to.staff === order.handler && (to.team ?? order.team) === order.team)
        return refuse.sameHandler();
      return handOver(order, to, reason);
    }
    case 'return': {
      const reason = text(action.reason);
      if (!reason) return refuse.reasonRequired('return');
      if (order.state === 'awaiting_payment') {
        const detail: OrderEventDetail = order.charge ? { voidedCharge: order.charge } : {};
        return { patch: { charge: null, finishedAt: null }, detail, reason };
      }
      if (order.state === 'accepted' && settings.dispatch === 'assign') return refuse.returnInAssignMode();
      return { patch: { handler: null }, detail: {}, reason };
    }
    case 'finish':
      return finish(order, action, at);
    case 'pay': {
      const reference = text(action.reference);
      if (!reference) return refuse.paymentReferenceRequired();
      return plain({ paidAt: at }, { reference });
    }
    case 'rate': {
      if (!Number.isInteger(action.score) || action.score < 1 || action.score > 5) return refuse.badScore();
      const comment = text(action.comment) || null;
      const detail: OrderEventDetail = comment ? { score: action.score, comment } : { score: action.score };
      return plain({ ratedAt: at, rating: { score: action.score, comment, auto: false } }, detail);
    }
    case 'auto_rate':
      if (Date.parse(at) - Date.parse(order.stateSince) < settings.autoRateHours * HOUR_MS)
        return refuse.tooEarlyToAutoRate(settings.autoRateHours);
      return plain({ ratedAt: at, rating: { score: null, comment: null, auto: true } });
    case 'visit': {
      const note = text(action.note);
      return plain({}, note ? { satisfied: action.satisfied, note } : { satisfied: action.satisfied });
    }
    case 'cancel': {
      const reason = text(action.reason);
      if (!reason) return refuse.reasonRequired('cancel');
      return { patch: { resumeTo: null, pauses: closePauses(order, at) }, detail: {}, reason };
    }
  }
}

/** 派单 and 转派: to a person (keeping or setting the team) or to a team whose members may take it. */
function handOver(order: WorkOrder, to: AssignTarget, reason: string | null): Step | OrderRefusal {
  if (!('staff' in to)) return { patch: { handler: null, team: to.team }, detail: {}, reason };
  const max = order.settings.maxOpenOrders;
  if ((to.openOrders ?? 0) >= max) return refuse.targetTooManyOpen(max);
  return { patch: { handler: to.staff, team: to.team === undefined ? order.team : to.team }, detail: {}, reason };
}

function closePauses(order: WorkOrder, at: string): WorkOrder['pauses'] {
  return order.pauses.map((p) => (p.to === null ? { ...p, to: at } : p));
}

/**
 * 完工: photos counted, the materials and labour priced exactly. The charge is billed (and the order waits for
 * payment, HC 1001 有偿 → 1400) for a 有偿服务, or for a 报修 the technician marks 有偿; otherwise the lines are only
 * recorded (materials used on a free repair or a task).
 */
function finish(order: WorkOrder, action: Extract<OrderAction, { type: 'finish' }>, at: string): Step | OrderRefusal {
  const { settings } = order;
  if (!Number.isInteger(action.photos) || action.photos < settings.finishPhotos)
    return refuse.photosRequired(settings.finishPhotos);
  if (action.chargeOwner && order.kind !== 'repair' && order.kind !== 'paid_service') return refuse.notChargeable();
  const lines = action.lines ?? [];
  const priced = serviceCharge(lines);
  if (!priced.ok) return refuse.badChargeLine(priced.message);
  const billed = priced.charge.total !== '0.00' && (order.kind === 'paid_service' || action.chargeOwner === true);
  if ((order.kind === 'paid_service' || action.chargeOwner) && !billed) return refuse.chargeRequired();
  if (
    billed &&
    settings.quoteTotal !== null &&
    exceedsQuote(priced.charge.total, settings.quoteTotal) &&
    !action.ownerConfirmed
  )
    return refuse.overQuote();
  const note = text(action.note);
  const detail: OrderEventDetail = {
    photos: action.photos,
    ...(lines.length > 0 ? { charge: priced.charge, billed } : {}),
    ...(note ? { note } : {}),
  };
  const patch: Partial<WorkOrder> = { finishedAt: at, charge: billed ? priced.charge : null };
  return { patch, detail, reason: null, ...(billed ? { to: 'awaiting_payment' as const } : {}) };
}
