import { sql } from 'drizzle-orm';
import {
  chinaDateTime,
  createWorkOrder,
  DEFAULT_SLA_POLICIES,
  nextState,
  orderSlaDue,
  slaClassOf,
  type OrderAction,
  type OrderActor,
  type OrderEvent,
  type OrderKind,
  type OrderPriority,
  type StaffActor,
  type WorkOrder,
} from '@pm/domain';
import type { SeedContext } from './seed-context';

// 工单 demo (issue 34): 上海公司's 水电维修班 (班长, 主管, three technicians) and a dozen orders at every stage of the
// flow, made with the domain's createWorkOrder / nextState so the timelines and SLA columns are what the server
// would have written; the portal's demo repair (处理中) becomes an order held by a technician. Staff-made orders
// carry their 受理登记 / 投诉管理 record, whose status follows the order (docs/decisions.md "Work orders: the server").

const MIN = 60_000;
type Staff = { id: number; name: string };

/** Record status for an order state (record-status.ts on the server): waiting 1, being handled 2, done 3. */
const recordStatus = (s: WorkOrder['state']) =>
  s === 'pending' ? '1' : ['awaiting_rating', 'awaiting_visit', 'closed', 'cancelled'].includes(s) ? '3' : '2';

interface Plan {
  kind: OrderKind;
  priority: OrderPriority;
  content: string;
  /** Minutes before now it was reported. */
  ago: number;
  mode?: 'grab' | 'assign';
  steps: [OrderAction['type'], number][];
  /** 完工's lines (default: a few screws recorded on a free repair). */
  lines?: [kind: 'material' | 'labour' | 'visit_fee', name: string, unitPrice: string, quantity: string][];
}

export async function seedWorkOrders(ctx: SeedContext): Promise<void> {
  const sh = await ctx.company('SH');
  const staff = await ctx.db.execute<Staff & { username: string }>(sql`
    select id, name, username from users where company_id = ${sh} and role = 'emp' and not disabled order by id`);
  if (staff.length < 4) throw new Error(`seed workorders: only ${staff.length} staff in SH`);
  const pick = (username: string, fallback: number) => staff.find((s) => s.username === username) ?? staff[fallback]!;
  const manager = pick('mgr01', 0);
  const others = staff.filter((s) => s.id !== manager.id);
  const [leader, t1, t2, t3] = [others[0]!, others[1]!, others[2] ?? others[1]!, others[3] ?? others[0]!];
  const [team] = await ctx.db.execute<{ id: number }>(sql`
    insert into work_teams (company_id, name, leader_id, manager_id) values (${sh}, '水电维修班', ${leader.id}, ${manager.id}) returning id`);
  const teamId = Number(team!.id);
  const members = [...new Set([leader.id, t1.id, t2.id, t3.id])];
  for (const userId of members) await ctx.db.execute(sql`insert into work_team_members (team_id, user_id, company_id) values (${teamId}, ${userId}, ${sh})`);
  const houses = await ctx.db.execute<{ id: number }>(sql`select id from houses where company_id = ${sh} and deleted_at is null order by id limit 12`);

  const dispatcher: StaffActor = { kind: 'staff', id: manager.id, roles: ['dispatcher', 'manager'] };
  const tech = (s: Staff): StaffActor => ({ kind: 'staff', id: s.id, roles: ['technician'], teams: [teamId], leads: s.id === leader.id ? [teamId] : [], openOrders: 0 });
  const now = Date.now();
  const plans: (Plan & { by?: Staff })[] = [
    { kind: 'repair', priority: 'urgent', content: '3栋电梯困人，业主来电求助', ago: 12, steps: [] },
    { kind: 'repair', priority: 'normal', content: '地下车库B2照明灯不亮', ago: 95, mode: 'grab', steps: [] },
    { kind: 'repair', priority: 'normal', content: '厨房下水道堵塞', ago: 150, steps: [['assign', 5]], by: t1 },
    { kind: 'repair', priority: 'urgent', content: '单元门禁失灵，无法开门', ago: 40, steps: [['assign', 2], ['accept', 4]], by: t2 },
    { kind: 'repair', priority: 'normal', content: '卫生间水龙头漏水', ago: 300, steps: [['assign', 10], ['accept', 20], ['arrive', 90], ['start', 95]], by: t1 },
    { kind: 'paid_service', priority: 'normal', content: '更换入户门锁（有偿）', ago: 400, steps: [['assign', 10], ['accept', 15], ['arrive', 60], ['pause', 70]], by: t3 },
    { kind: 'complaint', priority: 'normal', content: '楼上夜间装修噪音扰民', ago: 600, steps: [['assign', 30], ['accept', 60]], by: leader },
    { kind: 'repair', priority: 'normal', content: '阳台雨棚松动', ago: 1500, steps: [['assign', 20], ['accept', 30], ['arrive', 120], ['finish', 180]], by: t2 },
    { kind: 'repair', priority: 'normal', content: '客厅插座无电', ago: 2900, steps: [['assign', 20], ['accept', 30], ['arrive', 100], ['finish', 160], ['visit', 1500]], by: t1 },
    { kind: 'repair', priority: 'normal', content: '业主已自行修好的窗户把手', ago: 200, steps: [['cancel', 30]] },
    // 有偿服务 finished and waiting for payment: 服务计费 offers it (人工 65.00, 材料 96.30, total 161.30).
    {
      kind: 'paid_service', priority: 'normal', content: '更换卫生间水龙头及进水软管（有偿）', ago: 2000,
      steps: [['assign', 10], ['accept', 25], ['arrive', 100], ['start', 105], ['finish', 160]], by: t3,
      lines: [['labour', '人工', '45', '1'], ['visit_fee', '上门费', '20', '1'], ['material', '单把手水龙头', '78.5', '1'], ['material', '不锈钢进水软管', '8.9', '2']],
    },
  ];
  let serial = 0;
  const day = chinaDateTime(new Date(now)).slice(0, 10).replace(/-/g, '');
  for (const [i, plan] of plans.entries()) {
    const created = new Date(now - plan.ago * MIN);
    const made = createWorkOrder({ kind: plan.kind, priority: plan.priority, team: teamId, settings: { dispatch: plan.mode ?? 'assign' } }, dispatcher, created);
    let order = made.order;
    const events: OrderEvent[] = [made.event];
    for (const [type, minutes] of plan.steps) {
      const at = new Date(created.getTime() + minutes * MIN);
      const who: OrderActor = ['assign', 'visit', 'cancel'].includes(type) ? dispatcher : tech(plan.by!);
      const action: OrderAction =
        type === 'assign' ? { type, to: { staff: plan.by!.id, team: teamId } }
        : type === 'pause' ? { type, reason: 'awaiting_parts', note: '锁芯型号需订货' }
        : type === 'finish' ? { type, photos: 1, note: '已修复', lines: (plan.lines ?? [['material', '膨胀螺丝', '0.5', '8']]).map(([kind, name, unitPrice, quantity]) => ({ kind, name, unitPrice, quantity })) }
        : type === 'visit' ? { type, satisfied: true, note: '业主表示满意' }
        : type === 'cancel' ? { type, reason: '业主已自行修好' }
        : ({ type } as OrderAction);
      const next = nextState(order, action, who, at);
      if (!next.ok) throw new Error(`seed workorders: ${plan.content} ${type}: ${next.refusal.message}`);
      order = next.order;
      events.push(next.event);
    }
    serial += 1;
    const number = `GD${day}${String(9000 + serial)}`;
    const houseId = houses[i % Math.max(houses.length, 1)]?.id ?? null;
    const recordKey = plan.kind === 'complaint' ? 'complaint' : 'case-accept';
    const wall = chinaDateTime(created);
    const [record] =
      recordKey === 'complaint'
        ? await ctx.db.execute<{ id: number }>(sql`
            insert into complaints (company_id, complaint_no, house_id, complainant, channel, category, content, level, status, received_at, handler_id)
            values (${sh}, ${number}, ${houseId}, '业主', '1', '6', ${plan.content}, '1', ${recordStatus(order.state)}, ${wall}::timestamp,
              (select id from staff_profiles where company_id = ${sh} and user_id = ${order.handler})) returning id`)
        : await ctx.db.execute<{ id: number }>(sql`
            insert into case_accepts (company_id, case_no, house_id, customer, case_type, channel, content, accepted_at, receiver_id, status)
            values (${sh}, ${number}, ${houseId}, '业主', '2', '1', ${plan.content}, ${wall}::timestamp,
              (select id from staff_profiles where company_id = ${sh} and user_id = ${manager.id}), ${recordStatus(order.state)}) returning id`);
    await insertOrder(ctx, sh, { number, houseId, content: plan.content, recordKey, recordId: Number(record!.id), mode: plan.mode ?? 'assign' }, order, events, new Date(now));
  }

  // The portal's demo repair (owner-portal.seed: 处理中): an order a technician accepted yesterday.
  const [portal] = await ctx.db.execute<{ record_id: number; account_id: number; house_id: number; content: string; case_no: string; customer: string; phone: string }>(sql`
    select q.record_id, q.account_id, q.house_id, ca.content, ca.case_no, ca.customer, ca.phone
    from owner_requests q join case_accepts ca on ca.id = q.record_id where q.company_id = ${sh} and q.kind = 'repair' order by q.id limit 1`);
  if (portal) {
    const created = new Date(now - 24 * 60 * MIN);
    const owner: OrderActor = { kind: 'owner', id: Number(portal.account_id) };
    const made = createWorkOrder({ kind: 'repair', priority: 'normal', ownerId: owner.id }, owner, created);
    const assigned = nextState(made.order, { type: 'assign', to: { staff: t1.id, team: teamId } }, dispatcher, new Date(created.getTime() + 30 * MIN));
    if (!assigned.ok) throw new Error('seed workorders: portal assign');
    const accepted = nextState(assigned.order, { type: 'accept' }, tech(t1), new Date(created.getTime() + 45 * MIN));
    if (!accepted.ok) throw new Error('seed workorders: portal accept');
    await insertOrder(
      ctx, sh,
      { number: portal.case_no, houseId: Number(portal.house_id), content: portal.content, recordKey: 'case-accept', recordId: Number(portal.record_id), mode: 'assign', ownerAccountId: owner.id, reporter: portal.customer, phone: portal.phone },
      accepted.order, [made.event, assigned.event, accepted.event], new Date(now),
    );
  }
}

async function insertOrder(
  ctx: SeedContext,
  companyId: number,
  o: { number: string; houseId: number | null; content: string; recordKey: string; recordId: number; mode: string; ownerAccountId?: number; reporter?: string; phone?: string },
  order: WorkOrder,
  events: readonly OrderEvent[],
  now: Date,
) {
  const cls = slaClassOf(order);
  const rules = cls === null ? [] : DEFAULT_SLA_POLICIES[cls];
  const due = orderSlaDue(order, {}, now);
  const ts = (v: string | null) => v;
  const [row] = await ctx.db.execute<{ id: number }>(sql`
    insert into work_orders (company_id, number, kind, priority, state, house_id, owner_account_id, reporter, phone, content, team_id, handler_id, mode,
      settings, sla_class, sla_policy, response_due_at, arrival_due_at, resolution_due_at, due_at, warn_at, sla_next_at, record_key, record_id, resume_to, pauses,
      state_since, accepted_at, arrived_at, finished_at, closed_at, charge, created_at)
    values (${companyId}, ${o.number}, ${order.kind}, ${order.priority}, ${order.state}, ${o.houseId}, ${o.ownerAccountId ?? null}, ${o.reporter ?? '业主'}, ${o.phone ?? null},
      ${o.content}, ${order.team}, ${order.handler}, ${o.mode}, ${JSON.stringify(order.settings)}::jsonb, ${cls}, ${JSON.stringify(rules)}::jsonb,
      ${due.responseDueAt?.toISOString() ?? null}::timestamptz, ${due.arrivalDueAt?.toISOString() ?? null}::timestamptz, ${due.resolutionDueAt?.toISOString() ?? null}::timestamptz,
      ${due.dueAt?.toISOString() ?? null}::timestamptz, ${due.warnAt?.toISOString() ?? null}::timestamptz, ${due.nextAt?.toISOString() ?? null}::timestamptz,
      ${o.recordKey}, ${o.recordId}, ${order.resumeTo}, ${JSON.stringify(order.pauses)}::jsonb, ${order.stateSince}::timestamptz,
      ${ts(order.acceptedAt)}::timestamptz, ${ts(order.arrivedAt)}::timestamptz, ${ts(order.finishedAt)}::timestamptz, ${ts(order.closedAt)}::timestamptz,
      ${order.charge === null ? null : JSON.stringify(order.charge)}::jsonb, ${order.createdAt}::timestamptz)
    returning id`);
  const orderId = Number(row!.id);
  for (const e of events) {
    const [ev] = await ctx.db.execute<{ id: number }>(sql`
      insert into work_order_events (company_id, order_id, action, from_state, to_state, actor_kind, actor_id, capacity, handler_before, handler_after, team_before, team_after, reason, payload, at)
      values (${companyId}, ${orderId}, ${e.action}, ${e.from}, ${e.to}, ${e.actor.kind}, ${e.actor.id}, ${e.as}, ${e.handler.before}, ${e.handler.after},
        ${e.team.before}, ${e.team.after}, ${e.reason}, ${JSON.stringify(e.detail)}::jsonb, ${e.at}::timestamptz) returning id`);
    // 完工's materials, as the server records them beside the event.
    for (const l of e.detail.charge?.lines ?? [])
      await ctx.db.execute(sql`
        insert into work_order_materials (order_id, company_id, event_id, kind, name, unit_price, quantity, amount, billed)
        values (${orderId}, ${companyId}, ${ev!.id}, ${l.kind}, ${l.name}, ${l.unitPrice}, ${l.quantity}, ${l.amount}, ${e.detail.billed === true})`);
  }
}
