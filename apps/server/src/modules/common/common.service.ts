import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import { visibleCompanyIds } from '../../http/company-scope';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from '../records/dictionaries.service';

const live = <T extends { companyId: unknown; deletedAt: unknown }>(t: T, companyId: number) => and(eq(t.companyId as never, companyId), isNull(t.deletedAt as never));
const nf = (what: string) => notFound(`${what}不存在或无权访问`, 'common.not_found');

/** The data behind /api/common/*: each call reads the caller's company (or the companies below it). */
export class CommonService {
  constructor(private readonly db: Db) {}

  async estates(s: Session) {
    return this.db.select({ id: schema.estates.id, code: schema.estates.code, name: schema.estates.name }).from(schema.estates).where(live(schema.estates, s.companyId)).orderBy(asc(schema.estates.code));
  }

  /** A company the caller may see (own or below), else 404. */
  async company(s: Session, id: number) {
    if (!(await visibleCompanyIds(this.db, s.companyId)).includes(id)) throw nf('公司');
    const [row] = await this.db.select().from(schema.companies).where(eq(schema.companies.id, id));
    if (!row) throw nf('公司');
    return { id: row.id, parentId: row.parentId, code: row.code, name: row.name, nick: row.nick, level: row.level, type: row.type, phone: row.phone, address: row.address, logo: row.logo };
  }

  async companyV2(s: Session, id: number) {
    const company = await this.company(s, id);
    const children = await this.db.select().from(schema.companies).where(eq(schema.companies.parentId, id)).orderBy(asc(schema.companies.code));
    return { ...company, children: children.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, nick: c.nick, level: c.level, type: c.type })) };
  }

  async units(s: Session) {
    const ids = await visibleCompanyIds(this.db, s.companyId);
    const rows = await this.db.select().from(schema.companies).where(inArray(schema.companies.id, ids)).orderBy(asc(schema.companies.level), asc(schema.companies.code));
    return rows.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, nick: c.nick, level: c.level, type: c.type }));
  }

  async hasBizMgCompany(s: Session) {
    return (await this.units(s)).some((c) => c.type === 'B' || c.type === 'AB');
  }

  async depts(s: Session, companyId: number) {
    await this.company(s, companyId);
    return this.db
      .select({ id: schema.departments.id, parentId: schema.departments.parentId, code: schema.departments.code, name: schema.departments.name })
      .from(schema.departments)
      .where(live(schema.departments, companyId))
      .orderBy(asc(schema.departments.sort), asc(schema.departments.code));
  }

  /** Users of a company with what the company keeps about them (dept, mobile) and their job. */
  async emps(companyId: number, extra?: ReturnType<typeof eq>) {
    const u = schema.users;
    const rows = await this.db
      .select({ id: u.id, name: u.name, username: u.username, jobName: schema.jobs.name, deptId: schema.staffProfiles.deptId, mobile: schema.staffProfiles.mobile, phone: u.phone })
      .from(u)
      .leftJoin(schema.jobs, eq(schema.jobs.id, u.jobId))
      .leftJoin(schema.staffProfiles, eq(schema.staffProfiles.userId, u.id))
      .where(and(eq(u.companyId, companyId), eq(u.disabled, false), extra))
      .orderBy(asc(u.name));
    return rows.map(({ phone, ...r }) => ({ ...r, mobile: r.mobile ?? (phone || null) }));
  }

  async oa(s: Session) {
    const [depts, emps] = await Promise.all([this.depts(s, s.companyId), this.emps(s.companyId)]);
    return { depts, emps };
  }

  async empOfDept(s: Session, deptId: number) {
    const [dept] = await this.db.select({ id: schema.departments.id }).from(schema.departments).where(and(eq(schema.departments.id, deptId), live(schema.departments, s.companyId)));
    if (!dept) throw nf('部门');
    return this.emps(s.companyId, eq(schema.staffProfiles.deptId, deptId));
  }

  async empsOf(s: Session, companyId: number | undefined, q: string | undefined) {
    const target = companyId ?? s.companyId;
    await this.company(s, target);
    const filter = q ? or(ilike(schema.users.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(schema.users.username, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) : undefined;
    return this.emps(target, filter);
  }

  async empAuthed(s: Session, menuId: number) {
    const u = schema.users;
    const granted = sql`(exists (select 1 from ${schema.jobMenuGrants} g where g.job_id = ${u.jobId} and g.menu_id = ${menuId})
      or exists (select 1 from ${schema.userMenuGrants} g where g.user_id = ${u.id} and g.menu_id = ${menuId}))`;
    return this.emps(s.companyId, granted);
  }

  async deptAuth(s: Session, companyId: number | undefined) {
    const depts = await this.depts(s, companyId ?? s.companyId);
    return depts.map((d) => ({ id: d.id, name: d.name }));
  }

  /** A live house of the caller's company, else 404. */
  async house(s: Session, id: number) {
    const [row] = await this.db.select().from(schema.houses).where(and(eq(schema.houses.id, id), live(schema.houses, s.companyId)));
    if (!row) throw nf('房屋');
    return row;
  }

  async estate(s: Session, id: number) {
    const [row] = await this.db.select().from(schema.estates).where(and(eq(schema.estates.id, id), live(schema.estates, s.companyId)));
    if (!row) throw nf('楼盘');
    return row;
  }

  async zones(s: Session, estateId: number) {
    await this.estate(s, estateId);
    return this.db.select({ id: schema.zones.id, code: schema.zones.code, name: schema.zones.name }).from(schema.zones).where(and(eq(schema.zones.estateId, estateId), live(schema.zones, s.companyId))).orderBy(asc(schema.zones.code));
  }

  async estateHouses(s: Session, estateId: number, buildingId: number) {
    await this.estate(s, estateId);
    const h = schema.houses;
    return this.db
      .select({ id: h.id, code: h.code, name: h.name, floor: h.floor, useState: h.useState })
      .from(h)
      .where(and(eq(h.estateId, estateId), buildingId > 0 ? eq(h.buildingId, buildingId) : undefined, live(h, s.companyId)))
      .orderBy(asc(h.code));
  }

  async receiptRule(s: Session, estateId: number) {
    await this.estate(s, estateId);
    const r = schema.receiptRules;
    const rows = await this.db
      .select()
      .from(r)
      .where(and(live(r, s.companyId), eq(r.enabled, true), or(eq(r.estateId, estateId), isNull(r.estateId))))
      .orderBy(sql`${r.estateId} is null`, asc(r.id))
      .limit(1);
    const rule = rows[0];
    return rule
      ? { id: rule.id, estateId: rule.estateId, name: rule.name, prefix: rule.prefix, datePart: rule.datePart, serialLength: rule.serialLength, nextSerial: rule.nextSerial, resetCycle: rule.resetCycle, sample: rule.sample }
      : null;
  }

  async jobs(s: Session, companyId: number, withDuties: boolean) {
    await this.company(s, companyId);
    const rows = await this.db.select().from(schema.jobs).where(eq(schema.jobs.companyId, companyId)).orderBy(asc(schema.jobs.order), asc(schema.jobs.name));
    return rows.map((j) => (withDuties ? { id: j.id, name: j.name, duties: j.duties } : { id: j.id, name: j.name }));
  }

  async companyOwners(s: Session) {
    return this.db
      .select({ id: schema.owners.id, name: schema.owners.name, type: schema.owners.type })
      .from(schema.owners)
      .where(and(live(schema.owners, s.companyId), inArray(schema.owners.type, ['2', '3'])))
      .orderBy(asc(schema.owners.name));
  }

  async residents(s: Session, houseId: number) {
    await this.house(s, houseId);
    const [rows, dicts] = await Promise.all([
      this.db.select().from(schema.residents).where(and(eq(schema.residents.houseId, houseId), live(schema.residents, s.companyId))).orderBy(asc(schema.residents.id)),
      effectiveDictionaries(this.db, s.companyId),
    ]);
    const relation = dicts.resident_relation ?? [];
    return rows.map((r) => ({ id: r.id, name: r.name, relation: r.relation, relationName: relation.find((i) => i.value === r.relation)?.cn ?? r.relation, mobile: r.mobile, tag: r.tag }));
  }

  async arrearsSummary(s: Session, estateId: number | undefined) {
    if (estateId) await this.estate(s, estateId);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.houses)
      .where(and(live(schema.houses, s.companyId), estateId ? eq(schema.houses.estateId, estateId) : undefined));
    // No bills exist before the charging area: no house is in arrears.
    return { houses: row?.n ?? 0, arrearsHouses: 0, amount: '0.00' };
  }

  /** Open complaints, unfinished dispatches and unanswered cases of the company (or of one house), newest first. */
  async followItems(s: Session, houseId: number | undefined, page: number, size: number) {
    if (houseId !== undefined) await this.house(s, houseId);
    const c = s.companyId;
    const house = houseId === undefined ? sql`true` : sql`x.house_id = ${houseId}`;
    const items = sql`
      select 'complaint' as kind, id, complaint_no as no, house_id, content, status, received_at as at from ${schema.complaints}
        where company_id = ${c} and deleted_at is null and closed_at is null
      union all
      select 'dispatch', id, order_no, house_id, content, status, planned_at from ${schema.dispatches}
        where company_id = ${c} and deleted_at is null and finished_at is null
      union all
      select 'case', id, case_no, house_id, content, status, accepted_at from ${schema.caseAccepts}
        where company_id = ${c} and deleted_at is null and result is null`;
    const rows = await this.db.execute<{ kind: 'complaint' | 'dispatch' | 'case'; id: string; no: string; house_id: string | null; house_name: string | null; content: string; status: string; at: string | Date; total: number }>(sql`
      select x.*, h.name as house_name, count(*) over ()::int as total
      from (${items}) x left join ${schema.houses} h on h.id = x.house_id
      where ${house}
      order by x.at desc, x.id desc
      limit ${size} offset ${(page - 1) * size}`);
    const list = [...rows];
    let total = list[0]?.total ?? 0;
    if (list.length === 0 && page > 1) {
      const [row] = await this.db.execute<{ n: number }>(sql`select count(*)::int as n from (${items}) x where ${house}`);
      total = row?.n ?? 0;
    }
    return {
      total,
      page,
      size,
      rows: list.map((r) => ({ kind: r.kind, id: Number(r.id), no: r.no, houseId: r.house_id === null ? null : Number(r.house_id), houseName: r.house_name, content: r.content, status: r.status, at: r.at instanceof Date ? r.at.toISOString() : String(r.at) })),
    };
  }
}
