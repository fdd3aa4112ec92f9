import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// What a message to a house says and whom it goes to, read in batches: the house's figures (live from
// house_receivables, house_due_open, bill_line_open) and its current owners with their mobile numbers.

const ids = (list: number[]) => sql`${sql.param(list)}::bigint[]`;

export interface HouseFigures {
  houseId: number;
  estateId: number;
  houseName: string;
  companyName: string;
  open: string;
  oldestDueDate: string | null;
  months: number;
}

/** The houses' arrears now (0 when nothing is open). */
export async function dunningFigures(db: DbOrTx, companyId: number, houseIds: number[]): Promise<Map<number, HouseFigures>> {
  if (houseIds.length === 0) return new Map();
  const rows = await db.execute<{ house_id: string; estate_id: string; house_name: string; company_name: string; open: string; oldest: string | null; months: number }>(sql`
    select h.id as house_id, h.estate_id, concat_ws(' ', es.name, h.name) as house_name, c.name as company_name,
      coalesce(hr.open, 0)::text as open,
      (select min(d.due_date)::text from house_due_open d where d.house_id = h.id and d.open > 0) as oldest,
      (select count(distinct l.period)::int from bill_line_open o join bill_lines l on l.id = o.line_id where o.house_id = h.id) as months
    from houses h
    join estates es on es.id = h.estate_id
    join companies c on c.id = h.company_id
    left join house_receivables hr on hr.house_id = h.id
    where h.company_id = ${companyId} and h.id = any(${ids(houseIds)})`);
  return new Map(
    rows.map((r) => [
      Number(r.house_id),
      { houseId: Number(r.house_id), estateId: Number(r.estate_id), houseName: r.house_name, companyName: r.company_name, open: r.open, oldestDueDate: r.oldest, months: Number(r.months) },
    ]),
  );
}

export interface DueFigures {
  houseId: number;
  estateId: number;
  houseName: string;
  companyName: string;
  /** Open on lines due that day. */
  open: string;
  periods: string;
}

/** What the houses still owe on lines due on `dueDate`. */
export async function dueFigures(db: DbOrTx, companyId: number, houseIds: number[], dueDate: string): Promise<Map<number, DueFigures>> {
  if (houseIds.length === 0) return new Map();
  const rows = await db.execute<{ house_id: string; estate_id: string; house_name: string; company_name: string; open: string; periods: string | null }>(sql`
    select h.id as house_id, h.estate_id, concat_ws(' ', es.name, h.name) as house_name, c.name as company_name,
      coalesce((select d.open from house_due_open d where d.house_id = h.id and d.due_date = ${dueDate}::date), 0)::text as open,
      (select string_agg(distinct l.period, '、') from bill_line_open o join bill_lines l on l.id = o.line_id
        where o.house_id = h.id and o.due_date = ${dueDate}::date) as periods
    from houses h
    join estates es on es.id = h.estate_id
    join companies c on c.id = h.company_id
    where h.company_id = ${companyId} and h.id = any(${ids(houseIds)})`);
  return new Map(
    rows.map((r) => [
      Number(r.house_id),
      { houseId: Number(r.house_id), estateId: Number(r.estate_id), houseName: r.house_name, companyName: r.company_name, open: r.open, periods: r.periods ?? '' },
    ]),
  );
}

export interface Owner {
  houseId: number;
  ownerId: number;
  name: string;
  mobile: string | null;
}

/** The houses' current owners (latest event per owner not 迁出, or its 迁出 day not come), in owner order. */
export async function houseOwners(db: DbOrTx, companyId: number, houseIds: number[], today: string): Promise<Map<number, Owner[]>> {
  const out = new Map<number, Owner[]>();
  if (houseIds.length === 0) return out;
  const rows = await db.execute<{ house_id: string; owner_id: string; name: string; mobile: string | null }>(sql`
    select e.house_id, o.id as owner_id, o.name, nullif(trim(o.mobile), '') as mobile
    from house_owner_events e
    join owners o on o.id = e.owner_id and o.deleted_at is null
    where e.company_id = ${companyId} and e.house_id = any(${ids(houseIds)})
      and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
      and (e.event <> '3' or e.event_date > ${today}::date)
    order by e.house_id, o.id`);
  for (const r of rows) {
    const list = out.get(Number(r.house_id)) ?? [];
    list.push({ houseId: Number(r.house_id), ownerId: Number(r.owner_id), name: r.name, mobile: r.mobile });
    out.set(Number(r.house_id), list);
  }
  return out;
}

/** The estate's houses in arrears matching the filters, in house-code order. */
export async function arrearsHouses(db: DbOrTx, companyId: number, estateId: number, f: { minAmount?: string | undefined; minDays?: number | undefined }, today: string) {
  const rows = await db.execute<{ house_id: string }>(sql`
    select hr.house_id from house_receivables hr join houses h on h.id = hr.house_id
    where hr.company_id = ${companyId} and hr.estate_id = ${estateId} and hr.open > 0
      ${f.minAmount !== undefined ? sql`and hr.open >= ${f.minAmount}::numeric` : sql``}
      ${f.minDays !== undefined ? sql`and (${today}::date - (select min(d.due_date) from house_due_open d where d.house_id = hr.house_id and d.open > 0)) >= ${f.minDays}` : sql``}
    order by h.code_sort, h.id`);
  return rows.map((r) => Number(r.house_id));
}

/** Of these houses, those of the company's estate. */
export async function housesOfEstate(db: DbOrTx, companyId: number, estateId: number, houseIds: number[]) {
  const rows = await db.execute<{ id: string }>(sql`select id from houses where company_id = ${companyId} and estate_id = ${estateId} and id = any(${ids(houseIds)})`);
  return rows.map((r) => Number(r.id));
}

export async function estateExists(db: DbOrTx, companyId: number, estateId: number) {
  const rows = await db.execute<{ id: string }>(sql`select id from estates where id = ${estateId} and company_id = ${companyId}`);
  return rows.length > 0;
}

/** Houses with something open due on `dueDate`, of companies that send reminders. */
export async function housesDueOn(db: DbOrTx, companyId: number, dueDate: string) {
  const rows = await db.execute<{ house_id: string }>(sql`
    select d.house_id from house_due_open d where d.company_id = ${companyId} and d.due_date = ${dueDate}::date and d.open > 0 order by d.house_id`);
  return rows.map((r) => Number(r.house_id));
}

export interface PaidPayment {
  id: number;
  companyId: number;
  estateId: number;
  houseId: number;
  total: string;
  createdAt: Date;
  receiptNumber: string | null;
}

/** Money received from houses after `afterId` (收费, 预交, 收押, 特服, 委收, 其他, 托收), oldest first. */
export async function paymentsAfter(db: DbOrTx, afterId: number, limit: number): Promise<PaidPayment[]> {
  const rows = await db.execute<{ id: string; company_id: string; estate_id: string; house_id: string; total: string; created_at: string | Date; number: string | null }>(sql`
    select p.id, p.company_id, p.estate_id, p.house_id, p.total::text as total, p.created_at, r.number
    from payments p left join receipts r on r.payment_id = p.id
    where p.id > ${afterId} and p.house_id is not null and p.reversal_of is null and p.total > 0
      and p.settle_type in ('1','2','3','4','5','6','12')
    order by p.id limit ${limit}`);
  return rows.map((r) => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
    estateId: Number(r.estate_id),
    houseId: Number(r.house_id),
    total: r.total,
    createdAt: new Date(r.created_at),
    receiptNumber: r.number,
  }));
}

export async function lastPaymentId(db: DbOrTx) {
  const rows = await db.execute<{ id: string | null }>(sql`select max(id) as id from payments`);
  return Number(rows[0]?.id ?? 0);
}

/** The WeChat openids of portal accounts of these phones that bound WeChat and still follow the 公众号. */
export async function wechatOfPhones(db: DbOrTx, phones: string[]): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db.execute<{ phone: string; openid: string }>(sql`
    select phone, wechat_openid as openid from portal_accounts
    where phone = any(${sql.param(phones)}::text[]) and wechat_openid is not null and wechat_following is not false`);
  return new Map(rows.map((r) => [r.phone, r.openid]));
}

/** Companies with an enabled template of the purpose, and which channels they have it on. */
export async function companiesWithTemplate(db: DbOrTx, purpose: string) {
  const rows = await db.execute<{ company_id: string; channels: string[] }>(sql`
    select company_id, array_agg(distinct channel) as channels from message_templates where purpose = ${purpose} and enabled group by company_id order by company_id`);
  return rows.map((r) => ({ companyId: Number(r.company_id), channels: r.channels }));
}

export interface RepairStep {
  id: number;
  companyId: number;
  estateId: number;
  houseId: number;
  orderNumber: string;
  content: string;
  action: string;
  toState: string;
  at: Date;
}

/**
 * 报修进度: the steps of owners' repair and paid-service orders after `afterId` that an owner hears of (接单, 到场, 完工,
 * 挂起, 恢复, 取消, the closing 回访), with the order's house.
 */
export async function repairStepsAfter(db: DbOrTx, afterId: number, limit: number): Promise<RepairStep[]> {
  const rows = await db.execute<{ id: string; company_id: string; estate_id: string; house_id: string; number: string; content: string; action: string; to_state: string; at: string | Date }>(sql`
    select e.id, e.company_id, h.estate_id, o.house_id, o.number, o.content, e.action, e.to_state, e.at
    from work_order_events e
    join work_orders o on o.id = e.order_id
    join houses h on h.id = o.house_id
    where e.id > ${afterId} and o.kind in ('repair', 'paid_service')
      and e.action in ('accept', 'arrive', 'finish', 'pause', 'resume', 'cancel', 'visit')
      and e.to_state is distinct from e.from_state
    order by e.id limit ${limit}`);
  return rows.map((r) => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
    estateId: Number(r.estate_id),
    houseId: Number(r.house_id),
    orderNumber: r.number,
    content: r.content,
    action: r.action,
    toState: r.to_state,
    at: new Date(r.at),
  }));
}

export async function lastWorkOrderEventId(db: DbOrTx) {
  const rows = await db.execute<{ id: string | null }>(sql`select max(id) as id from work_order_events`);
  return Number(rows[0]?.id ?? 0);
}
