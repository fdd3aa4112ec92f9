import { sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Every query here is scoped to one company; the search box answers as the user types, so each
// kind is one indexed look-up limited to a few rows (migrations: search indexes, bench figures in
// bench/RESULTS.md).

const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `text%`: the index-friendly prefix pattern. */
const prefix = (text: string) => `${escape(text)}%`;
/** `%text%`: contains (plates only: a scan of the company's vehicles, people type any part of one). */
const within = (text: string) => `%${escape(text)}%`;
const reversed = (text: string) => [...text].reverse().join('');

/**
 * A phone or mobile column matching `digits`: a prefix (`138…`) or a suffix (`…5678`, the usual
 * way a caller is asked), both answered by an index (the suffix by one on reverse(column)).
 */
function phoneMatches(column: SQL, digits: string): SQL {
  return sql`(${column} like ${prefix(digits)} or reverse(${column}) like ${prefix(reversed(digits))})`;
}

export type HouseRow = { id: string; code: string; name: string; estate_id: string; estate_name: string };

const houseColumns = sql`h.id, h.code, h.name, h.estate_id, e.name as estate_name`;

/** Live houses whose code or name starts with the text. */
export async function findHouses(db: DbOrTx, companyId: number, text: string, limit: number): Promise<HouseRow[]> {
  const rows = await db.execute<HouseRow>(sql`
    select ${houseColumns}
    from ${schema.houses} h join ${schema.estates} e on e.id = h.estate_id
    where h.company_id = ${companyId} and h.deleted_at is null
      and (h.code like ${prefix(text)} or h.name like ${prefix(text)})
    order by (h.code = ${text}) desc, length(h.code), h.code, h.id
    limit ${limit}`);
  return [...rows];
}

export type PersonRow = { id: string; name: string; phone: string | null };

/** Owners by name (prefix) or mobile/phone (prefix or suffix digits). */
export async function findOwners(db: DbOrTx, companyId: number, text: string, digits: boolean, limit: number): Promise<PersonRow[]> {
  const o = sql`o`;
  const match = digits
    ? sql`(${phoneMatches(sql`${o}.mobile`, text)} or ${phoneMatches(sql`${o}.phone`, text)})`
    : sql`o.name like ${prefix(text)}`;
  const rows = await db.execute<PersonRow>(sql`
    select o.id, o.name, coalesce(o.mobile, o.phone) as phone
    from ${schema.owners} o
    where o.company_id = ${companyId} and o.deleted_at is null and ${match}
    order by (o.name = ${text}) desc, o.name, o.id
    limit ${limit}`);
  return [...rows];
}

export type ResidentRow = PersonRow & { house_id: string };

/** Residents by name (prefix) or mobile (prefix or suffix digits). */
export async function findResidents(db: DbOrTx, companyId: number, text: string, digits: boolean, limit: number): Promise<ResidentRow[]> {
  const match = digits ? phoneMatches(sql`r.mobile`, text) : sql`r.name like ${prefix(text)}`;
  const rows = await db.execute<ResidentRow>(sql`
    select r.id, r.name, r.mobile as phone, r.house_id
    from ${schema.residents} r
    where r.company_id = ${companyId} and r.deleted_at is null and ${match}
    order by (r.name = ${text}) desc, r.name, r.id
    limit ${limit}`);
  return [...rows];
}

export type VehicleRow = { id: string; name: string; phone: string | null; house_id: string | null };

/** Vehicles whose plate contains the text (case-insensitive: plates are written in capitals). */
export async function findVehicles(db: DbOrTx, companyId: number, text: string, limit: number): Promise<VehicleRow[]> {
  const rows = await db.execute<VehicleRow>(sql`
    select v.id, v.plate_no as name, v.mobile as phone, v.house_id
    from ${schema.vehicles} v
    where v.company_id = ${companyId} and v.deleted_at is null and upper(v.plate_no) like ${within(text.toUpperCase())}
    order by v.plate_no, v.id
    limit ${limit}`);
  return [...rows];
}

/** Live houses by id, of the company only. */
export async function housesByIds(db: DbOrTx, companyId: number, ids: number[]): Promise<HouseRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<HouseRow>(sql`
    select ${houseColumns}
    from ${schema.houses} h join ${schema.estates} e on e.id = h.estate_id
    where h.company_id = ${companyId} and h.deleted_at is null and h.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return [...rows];
}

/** The houses each owner holds now: their latest event on the house is 入伙 (1) or 过户 (2). */
export async function currentHousesOfOwners(db: DbOrTx, companyId: number, ownerIds: number[]): Promise<{ owner_id: string; house_id: string }[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db.execute<{ owner_id: string; house_id: string; event: string }>(sql`
    select distinct on (ev.owner_id, ev.house_id) ev.owner_id, ev.house_id, ev.event
    from ${schema.houseOwnerEvents} ev
    where ev.company_id = ${companyId} and ev.owner_id in (${sql.join(ownerIds.map((id) => sql`${id}`), sql`, `)})
    order by ev.owner_id, ev.house_id, ev.id desc`);
  return [...rows].filter((r) => r.event === '1' || r.event === '2');
}

/** A live house or estate of the company, or null (another company's id is not found). */
export async function houseOfCompany(db: DbOrTx, companyId: number, houseId: number): Promise<{ id: string; estate_id: string } | null> {
  const [row] = await db.execute<{ id: string; estate_id: string }>(sql`
    select id, estate_id from ${schema.houses} where id = ${houseId} and company_id = ${companyId} and deleted_at is null`);
  return row ?? null;
}

export async function estateOfCompany(db: DbOrTx, companyId: number, estateId: number): Promise<boolean> {
  const [row] = await db.execute<{ id: string }>(sql`
    select id from ${schema.estates} where id = ${estateId} and company_id = ${companyId} and deleted_at is null`);
  return row !== undefined;
}

export type PanelDbRow = {
  id: string;
  record: 'complaint' | 'dispatch' | 'security-event' | 'visitor';
  no: string;
  at: string | Date;
  house_id: string | null;
  house_name: string | null;
  type: string;
  who: string | null;
  content: string;
  status: string;
  total: number;
};

export interface PanelScope {
  companyId: number;
  houseId?: number;
  estateId?: number;
}

/** Rows of one house, of one estate's houses, or (neither given) of the whole company. */
function houseScope(column: SQL, scope: PanelScope): SQL {
  if (scope.houseId !== undefined) return sql`${column} = ${scope.houseId}`;
  if (scope.estateId !== undefined) {
    return sql`${column} in (select id from ${schema.houses} where company_id = ${scope.companyId} and estate_id = ${scope.estateId})`;
  }
  return sql`true`;
}

async function page(db: DbOrTx, inner: SQL, size: number): Promise<PanelDbRow[]> {
  const rows = await db.execute<PanelDbRow>(sql`
    select x.*, h.name as house_name, count(*) over ()::int as total
    from (${inner}) x left join ${schema.houses} h on h.id = x.house_id
    order by x.at desc, x.id desc
    limit ${size}`);
  return [...rows];
}

/** 投诉信息查询: complaints, newest first. */
export function complaintPanel(db: DbOrTx, scope: PanelScope, size: number) {
  return page(db, sql`
    select c.id, 'complaint' as record, c.complaint_no as no, c.received_at as at, c.house_id, c.category as type,
           c.complainant as who, c.content, c.status
    from ${schema.complaints} c
    where c.company_id = ${scope.companyId} and c.deleted_at is null and ${houseScope(sql`c.house_id`, scope)}`, size);
}

/** 报修信息查询: work orders (报修 and the rest of the house's dispatches), newest first; who = the handler. */
export function repairPanel(db: DbOrTx, scope: PanelScope, size: number) {
  return page(db, sql`
    select d.id, 'dispatch' as record, d.order_no as no, d.planned_at as at, d.house_id, d.work_type as type,
           u.name as who, d.content, d.status
    from ${schema.dispatches} d left join ${schema.staffProfiles} u on u.id = d.handler_id
    where d.company_id = ${scope.companyId} and d.deleted_at is null and ${houseScope(sql`d.house_id`, scope)}`, size);
}

/**
 * 安全信息查询: security events carry no house or estate (only a place), so they are the
 * company's; visitors are the chosen house's (or estate's). Newest first, one list.
 */
export function safetyPanel(db: DbOrTx, scope: PanelScope, size: number) {
  return page(db, sql`
    select s.id, 'security-event' as record, s.title as no, s.occurred_at as at, null::bigint as house_id, s.event_type as type,
           s.reporter as who, s.location || '：' || s.description as content, s.status
    from ${schema.securityEvents} s
    where s.company_id = ${scope.companyId} and s.deleted_at is null
    union all
    select v.id, 'visitor', v.visitor_name, v.arrived_at, v.house_id, coalesce(v.reason, ''),
           v.visitee, coalesce(v.reason, ''), case when v.left_at is null then 'in' else 'left' end
    from ${schema.visitors} v
    where v.company_id = ${scope.companyId} and v.deleted_at is null and ${houseScope(sql`v.house_id`, scope)}`, size);
}
