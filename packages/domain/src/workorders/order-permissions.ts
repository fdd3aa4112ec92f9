import type { OrderActionType } from './order-actions';
import type { OrderActor, OrderState, WorkOrder } from './order-types';

/**
 * The capacities someone can act in on one order:
 * dispatcher 派单员/客服, manager 主管 (any order of the company), team_leader (leads the order's team),
 * handler (the technician holding it), team_member (of the order's team while no one holds it),
 * technician (any technician: 抢单 from the pool), owner (who reported it), system (jobs and the payments module).
 */
export type OrderPermit =
  'dispatcher' | 'manager' | 'team_leader' | 'handler' | 'team_member' | 'technician' | 'owner' | 'system';

export interface PermitRule {
  permit: OrderPermit;
  /** Only in these states; absent: wherever the action is allowed at all. */
  states?: readonly OrderState[];
}

const any = (...permits: OrderPermit[]): PermitRule[] => permits.map((permit) => ({ permit }));

/** Who may do what, in order of preference (the first capacity that holds is the one recorded). */
export const ORDER_PERMISSIONS: Readonly<Record<OrderActionType, readonly PermitRule[]>> = {
  assign: any('dispatcher', 'team_leader', 'manager'),
  grab: any('technician'),
  accept: any('handler', 'team_member'),
  arrive: any('handler'),
  start: any('handler'),
  pause: any('handler', 'team_leader', 'manager'),
  resume: any('handler', 'team_leader', 'manager'),
  transfer: any('handler', 'dispatcher', 'team_leader', 'manager'),
  return: any('handler', 'dispatcher', 'manager'),
  finish: any('handler'),
  pay: any('system'),
  rate: [{ permit: 'owner' }, { permit: 'dispatcher' }],
  auto_rate: any('system'),
  visit: any('dispatcher', 'manager'),
  cancel: [{ permit: 'dispatcher' }, { permit: 'manager' }, { permit: 'owner', states: ['pending', 'assigned'] }],
  urge: any('owner', 'dispatcher'),
};

/** Whether the actor holds the capacity on this order. */
export function holdsPermit(permit: OrderPermit, order: WorkOrder, actor: OrderActor): boolean {
  if (permit === 'system') return actor.kind === 'system';
  if (permit === 'owner') return actor.kind === 'owner' && order.ownerId === actor.id;
  if (actor.kind !== 'staff') return false;
  switch (permit) {
    case 'dispatcher':
    case 'manager':
    case 'technician':
      return actor.roles.includes(permit);
    case 'team_leader':
      return order.team !== null && (actor.leads ?? []).includes(order.team);
    case 'handler':
      return order.handler === actor.id;
    case 'team_member':
      return order.handler === null && order.team !== null && (actor.teams ?? []).includes(order.team);
  }
}

/** The capacity the actor may take this action in, or null when they may not. */
export function permitFor(action: OrderActionType, order: WorkOrder, actor: OrderActor): OrderPermit | null {
  const rule = ORDER_PERMISSIONS[action].find(
    (r) => (!r.states || r.states.includes(order.state)) && holdsPermit(r.permit, order, actor),
  );
  return rule?.permit ?? null;
}
