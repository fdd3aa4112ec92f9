import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from '../records/dictionaries.service';
import { chinaDay, planOwnerEvent, type OwnerEventInput } from './house-owner-rules';

type NodeType = 'estate' | 'zone' | 'building' | 'unit' | 'house';
const nf = (what: string) => notFound(`${what}不存在或无权访问`, 'house_tree.not_found');
const escape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The house tree, house lists and the house–owner history (append-only events). */
export class HouseTreeService {
  constructor(private readonly db: Db) {}

  private async one<T extends typeof schema.estates | typeof schema.zones | typeof schema.buildings | typeof schema.units | typeof schema.houses | typeof schema.owners>(table: T, s: Session, id: number, what: string, db: DbOrTx = this.db) {
    const [row] = await db
      .select({ id: table.id })
      .from(table as typeof schema.estates)
      .where(and(eq(table.id, id), eq(table.companyId, s.companyId), isNull(table.deletedAt)));
    if (!row) throw nf(what);
    return row;
  }

  async children(s: Session, id: number | undefined, type: 'estate' | 'zone' | 'building' | 'unit' | undefined) {
    const node = (rows: { id: number; name: string; code: string }[], t: NodeType, leaf: boolean) => rows.map((r) => ({ id: r.id, name: r.name, code: r.code, type: t, leaf }));
    const c = s.companyId;
    if (id === undefined || type === undefined) {
      const rows = await this.db.select({ id: schema.estates.id, name: schema.estates.name, code: schema.estates.code }).from(schema.estates).where(and(eq(schema.estates.companyId, c), isNull(schema.estates.deletedAt))).orderBy(asc(schema.estates.code));
      return node(rows, 'estate', false);
    }
    if (type === 'estate' || type === 'zone') {
      const b = schema.buildings;
      const where = type === 'estate' ? eq(b.estateId, (await this.one(schema.estates, s, id, '楼盘')).id) : eq(b.zoneId, (await this.one(schema.zones, s, id, '区域')).id);
      const rows = await this.db.select({ id: b.id, name: b.name, code: b.code }).from(b).where(and(where, eq(b.companyId, c), isNull(b.deletedAt))).orderBy(asc(b.code));
      return node(rows, 'building', false);
    }
    if (type === 'building') {
      await this.one(schema.buildings, s, id, '楼宇');
      const u = schema.units;
      const units = await this.db.select({ id: u.id, name: u.name, code: u.code }).from(u).where(and(eq(u.buildingId, id), eq(u.companyId, c), isNull(u.deletedAt))).orderBy(asc(u.code));
      if (units.length > 0) return node(units, 'unit', false);
      const h = schema.houses;
      return node(await this.db.select({ id: h.id, name: h.name, code: h.code }).from(h).where(and(eq(h.buildingId, id), eq(h.companyId, c), isNull(h.deletedAt))).orderBy(asc(h.code)), 'house', true);
    }
    await this.one(schema.units, s, id, '单元');
    const h = schema.houses;
    return node(await this.db.select({ id: h.id, name: h.name, code: h.code }).from(h).where(and(eq(h.unitId, id), eq(h.companyId, c), isNull(h.deletedAt))).orderBy(asc(h.code)), 'house', true);
  }

  /** Every event of a house, oldest first, with owner names. */
  async history(s: Session, houseId: number, db: DbOrTx = this.db) {
    await this.one(schema.houses, s, houseId, '房屋', db);
    const e = schema.houseOwnerEvents;
    const [rows, dicts] = await Promise.all([
      db
        .select({ id: e.id, ownerId: e.ownerId, name: schema.owners.name, event: e.event, share: e.share, eventDate: e.eventDate, remark: e.remark, createdAt: e.createdAt })
        .from(e)
        .innerJoin(schema.owners, eq(schema.owners.id, e.ownerId))
        .where(and(eq(e.houseId, houseId), eq(e.companyId, s.companyId)))
        .orderBy(asc(e.eventDate), asc(e.id)),
      effectiveDictionaries(db, s.companyId),
    ]);
    const names = dicts.house_owner_event ?? [];
    return rows.map((r) => ({ ...r, eventName: names.find((i) => i.value === r.event)?.cn ?? r.event, createdAt: r.createdAt.toISOString() }));
  }

  /** Current owners: each owner's latest event is 入伙 (1) or 过户 (2). */
  async currentOwners(s: Session, houseId: number, db: DbOrTx = this.db) {
    return this.ownersFrom(await this.history(s, houseId, db), db);
  }

  /** The current owners of a house's events (oldest first). */
  private async ownersFrom(events: Awaited<ReturnType<HouseTreeService['history']>>, db: DbOrTx) {
    const latest = new Map<number, (typeof events)[number]>();
    for (const ev of events) latest.set(ev.ownerId, ev);
    const ids = [...latest.keys()];
    const owners = ids.length === 0 ? [] : await db.select({ id: schema.owners.id, mobile: schema.owners.mobile }).from(schema.owners).where(inArray(schema.owners.id, ids));
    const mobiles = new Map(owners.map((o) => [o.id, o.mobile]));
    return [...latest.values()]
      .filter((ev) => ev.event !== '3')
      .map((ev) => ({ ownerId: ev.ownerId, name: ev.name, mobile: mobiles.get(ev.ownerId) ?? null, share: ev.share, since: ev.eventDate, event: ev.event }));
  }

  async member(s: Session, houseId: number) {
    const owners = await this.currentOwners(s, houseId);
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(schema.residents).where(and(eq(schema.residents.houseId, houseId), eq(schema.residents.companyId, s.companyId), isNull(schema.residents.deletedAt)));
    return { owners, residents: row?.n ?? 0 };
  }

  async own(s: Session, ownerId: number) {
    await this.one(schema.owners, s, ownerId, '业主');
    const e = schema.houseOwnerEvents;
    const rows = await this.db
      .select({ houseId: e.houseId, code: schema.houses.code, name: schema.houses.name, event: e.event, share: e.share, eventDate: e.eventDate, id: e.id })
      .from(e)
      .innerJoin(schema.houses, eq(schema.houses.id, e.houseId))
      .where(and(eq(e.ownerId, ownerId), eq(e.companyId, s.companyId)))
      .orderBy(asc(e.eventDate), asc(e.id));
    const latest = new Map<number, (typeof rows)[number]>();
    for (const r of rows) latest.set(r.houseId, r);
    return [...latest.values()].filter((r) => r.event !== '3').map((r) => ({ houseId: r.houseId, code: r.code, name: r.name, share: r.share, since: r.eventDate }));
  }

  /** Appends ownership events (rules: planOwnerEvent); never updates earlier rows. Returns the history. */
  async record(s: Session, input: OwnerEventInput & { houseId: number; remark?: string | undefined }) {
    await this.one(schema.houses, s, input.houseId, '房屋');
    await this.one(schema.owners, s, input.ownerId, '业主');
    if (input.fromOwnerId !== undefined) await this.one(schema.owners, s, input.fromOwnerId, '业主');
    await this.db.transaction(async (tx) => {
      // Serialise changes of one house's owners.
      await tx.select({ id: schema.houses.id }).from(schema.houses).where(eq(schema.houses.id, input.houseId)).for('update');
      const history = await this.history(s, input.houseId, tx);
      const current = await this.ownersFrom(history, tx);
      const rows = planOwnerEvent(current, history.at(-1)?.eventDate ?? null, input, chinaDay());
      const base = { companyId: s.companyId, houseId: input.houseId, eventDate: input.eventDate, remark: input.remark ?? null, createdBy: s.userId };
      await tx.insert(schema.houseOwnerEvents).values(rows.map((r) => ({ ...base, ...r })));
      await tx.insert(schema.operationLogs).values({ companyId: s.companyId, userId: s.userId, recordKey: 'house-owner', recordId: input.houseId, action: `event-${input.event}`, detail: { ownerId: input.ownerId, fromOwnerId: input.fromOwnerId ?? null, share: input.share ?? null } });
    });
    return this.history(s, input.houseId);
  }

  async list(s: Session, q: { estateId?: number | undefined; buildingId?: number | undefined; unitId?: number | undefined; keyword?: string | undefined; page: number; size: number }) {
    const h = schema.houses;
    const where = and(
      eq(h.companyId, s.companyId),
      isNull(h.deletedAt),
      q.estateId ? eq(h.estateId, q.estateId) : undefined,
      q.buildingId ? eq(h.buildingId, q.buildingId) : undefined,
      q.unitId ? eq(h.unitId, q.unitId) : undefined,
      q.keyword ? or(ilike(h.code, `%${escape(q.keyword)}%`), ilike(h.name, `%${escape(q.keyword)}%`)) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.db
        .select({ id: h.id, code: h.code, name: h.name, estateName: schema.estates.name, buildingName: schema.buildings.name, unitName: schema.units.name, floor: h.floor, useState: h.useState, useType: h.useType, buildArea: h.buildArea })
        .from(h)
        .innerJoin(schema.estates, eq(schema.estates.id, h.estateId))
        .innerJoin(schema.buildings, eq(schema.buildings.id, h.buildingId))
        .leftJoin(schema.units, eq(schema.units.id, h.unitId))
        .where(where)
        .orderBy(asc(h.code), asc(h.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(h).where(where),
    ]);
    return { total: count?.n ?? 0, page: q.page, size: q.size, rows };
  }

  async residential(s: Session, id: number) {
    const h = schema.houses;
    const [house] = await this.db
      .select({
        id: h.id, code: h.code, name: h.name, estateName: schema.estates.name, buildingName: schema.buildings.name, unitName: schema.units.name, floor: h.floor, useState: h.useState, useType: h.useType,
        buildArea: h.buildArea, useArea: h.useArea, innerArea: h.innerArea, chargeStartDate: h.chargeStartDate, estateId: h.estateId, buildingId: h.buildingId, unitId: h.unitId,
      })
      .from(h)
      .innerJoin(schema.estates, eq(schema.estates.id, h.estateId))
      .innerJoin(schema.buildings, eq(schema.buildings.id, h.buildingId))
      .leftJoin(schema.units, eq(schema.units.id, h.unitId))
      .where(and(eq(h.id, id), eq(h.companyId, s.companyId), isNull(h.deletedAt)));
    if (!house) throw nf('房屋');
    const count = async (table: typeof schema.parkingLots | typeof schema.vehicles) => {
      const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(table as typeof schema.vehicles).where(and(eq(table.houseId, id), eq(table.companyId, s.companyId), isNull(table.deletedAt)));
      return row?.n ?? 0;
    };
    const [member, parking, vehicles] = await Promise.all([this.member(s, id), count(schema.parkingLots), count(schema.vehicles)]);
    return { house, owners: member.owners, residents: member.residents, parking, vehicles };
  }
}
