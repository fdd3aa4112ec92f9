import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { pagedList } from '../../records/index';

// 费用分摊: share rules and their houses, the facts a share needs (areas, floors, usages, persons),
// and a house's share lines for the house tree.

const s = schema.shareRules;
const sh = schema.shareRuleHouses;
const h = schema.houses;

export type ShareRuleValues = Omit<typeof s.$inferInsert, 'id' | 'companyId'>;

function ruleSelect(tx: DbOrTx) {
  return tx
    .select({
      rule: s,
      estateName: sql<string>`(select name from estates e where e.id = ${s.estateId})`,
      itemName: sql<string>`(select name from charge_items i where i.id = ${s.itemId})`,
      meterCode: sql<string | null>`(select code from meters m where m.id = ${s.meterId})`,
      houses: sql<number>`(select count(*)::int from share_rule_houses x where x.rule_id = ${s.id})`,
    })
    .from(s);
}

export async function findRule(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await ruleSelect(tx).where(and(eq(s.id, id), eq(s.companyId, companyId)));
  return row;
}

export async function lockRule(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ id: s.id }).from(s).where(and(eq(s.id, id), eq(s.companyId, companyId))).for('update');
  return row;
}

export async function pageRules(tx: DbOrTx, companyId: number, q: { estateId?: number | undefined; q?: string | undefined; page: number; size: number }) {
  const where = and(
    eq(s.companyId, companyId),
    q.estateId ? eq(s.estateId, q.estateId) : undefined,
    q.q ? sql`${s.name} ilike ${`%${q.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const { total, rows } = await pagedList(
    tx,
    {
      table: s,
      where,
      sort: { column: s.id, order: 'desc' },
      tiebreak: s.id,
      lookups: (onPage) => ({
        estateName: sql<string>`(select name from estates e where e.id = ${onPage(s.estateId)})`,
        itemName: sql<string>`(select name from charge_items i where i.id = ${onPage(s.itemId)})`,
        meterCode: sql<string | null>`(select code from meters m where m.id = ${onPage(s.meterId)})`,
        houses: sql<number>`(select count(*)::int from share_rule_houses x where x.rule_id = ${onPage(s.id)})`,
      }),
    },
    q.page,
    q.size,
  );
  return { total, rows: rows.map(({ estateName, itemName, meterCode, houses, ...rule }) => ({ rule, estateName, itemName, meterCode, houses })) };
}

export async function insertRule(tx: DbOrTx, companyId: number, values: ShareRuleValues) {
  const [row] = await tx.insert(s).values({ ...values, companyId }).returning({ id: s.id });
  return row!.id;
}

export async function updateRule(tx: DbOrTx, companyId: number, id: number, values: ShareRuleValues) {
  await tx.update(s).set({ ...values, updatedAt: sql`now()` }).where(and(eq(s.id, id), eq(s.companyId, companyId)));
}

export async function deleteRule(tx: DbOrTx, companyId: number, id: number) {
  await tx.delete(sh).where(eq(sh.ruleId, id));
  await tx.delete(s).where(and(eq(s.id, id), eq(s.companyId, companyId)));
}

export async function replaceRuleHouses(tx: DbOrTx, ruleId: number, houses: { houseId: number; weight: string | null }[]) {
  await tx.delete(sh).where(eq(sh.ruleId, ruleId));
  if (houses.length) await tx.insert(sh).values(houses.map((x) => ({ ruleId, ...x })));
}

/** The rule's own houses and weights (share_rule_houses), by house id. */
export async function ruleMembers(tx: DbOrTx, ruleId: number) {
  return tx
    .select({ houseId: sh.houseId, weight: sql<string | null>`${sh.weight}::text` })
    .from(sh)
    .where(eq(sh.ruleId, ruleId))
    .orderBy(sh.houseId);
}

export async function ruleHasLines(tx: DbOrTx, companyId: number, ruleId: number) {
  const [row] = await tx
    .select({ id: schema.billLines.id })
    .from(schema.billLines)
    .where(and(eq(schema.billLines.companyId, companyId), eq(schema.billLines.shareRuleId, ruleId)))
    .limit(1);
  return row !== undefined;
}

export async function estateOf(tx: DbOrTx, companyId: number, estateId: number) {
  const [row] = await tx
    .select({ id: schema.estates.id })
    .from(schema.estates)
    .where(and(eq(schema.estates.id, estateId), eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)));
  return row;
}

export async function meterOf(tx: DbOrTx, companyId: number, meterId: number) {
  const m = schema.meters;
  const [row] = await tx
    .select({ id: m.id, estateId: m.estateId, useAttr: m.useAttr })
    .from(m)
    .where(and(eq(m.id, meterId), eq(m.companyId, companyId), isNull(m.deletedAt)));
  return row;
}

export async function buildingOf(tx: DbOrTx, companyId: number, buildingId: number) {
  const b = schema.buildings;
  const [row] = await tx.select({ id: b.id, estateId: b.estateId }).from(b).where(and(eq(b.id, buildingId), eq(b.companyId, companyId)));
  return row;
}

export async function standardExists(tx: DbOrTx, companyId: number, estateId: number, code: string) {
  const st = schema.chargeStandards;
  const [row] = await tx.select({ id: st.id }).from(st).where(and(eq(st.companyId, companyId), eq(st.estateId, estateId), eq(st.code, code))).limit(1);
  return row !== undefined;
}

export type RuleRow = typeof s.$inferSelect;

/** The houses a rule shares over (scope estate, building or its own list), by code, with their facts. */
export async function ruleHouses(tx: DbOrTx, rule: RuleRow) {
  const own = rule.scope === 'houses';
  const query = tx
    .select({
      id: h.id,
      code: h.code,
      name: h.name,
      floor: h.floor,
      buildArea: sql<string | null>`${h.buildArea}::text`,
      useArea: sql<string | null>`${h.useArea}::text`,
      innerArea: sql<string | null>`${h.innerArea}::text`,
      weight: own ? sh.weight : sql<string | null>`null`,
      residents: sql<number>`(select count(*)::int from residents p where p.house_id = ${h.id} and p.deleted_at is null)`,
    })
    .from(h);
  const where = and(
    eq(h.companyId, rule.companyId),
    eq(h.estateId, rule.estateId),
    isNull(h.deletedAt),
    rule.scope === 'building' && rule.buildingId ? eq(h.buildingId, rule.buildingId) : undefined,
  );
  const rows = own ? await query.innerJoin(sh, and(eq(sh.houseId, h.id), eq(sh.ruleId, rule.id))).where(where).orderBy(asc(h.code)) : await query.where(where).orderBy(asc(h.code));
  return rows;
}

export async function countRuleHouses(tx: DbOrTx, rule: RuleRow) {
  return (await ruleHouses(tx, rule)).length;
}

/** The audited usage of a meter for a period, or undefined. */
export async function meterUsage(tx: DbOrTx, companyId: number, meterId: number, period: string) {
  const m = schema.meterReadings;
  const [row] = await tx
    .select({ usage: m.usage })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.meterId, meterId), eq(m.period, period), eq(m.state, 'C')));
  return row?.usage;
}

/** Σ audited usage per house of its own meters of a kind (1 水表, 2 电表) for a period. */
export async function houseUsages(tx: DbOrTx, companyId: number, houseIds: number[], kind: string, period: string) {
  if (houseIds.length === 0) return new Map<number, string>();
  const m = schema.meterReadings;
  const rows = await tx
    .select({ houseId: schema.meters.houseId, usage: sql<string>`sum(${m.usage})::text` })
    .from(m)
    .innerJoin(schema.meters, eq(schema.meters.id, m.meterId))
    .where(and(eq(m.companyId, companyId), eq(m.period, period), eq(m.state, 'C'), eq(schema.meters.kind, kind), inArray(schema.meters.houseId, houseIds)))
    .groupBy(schema.meters.houseId);
  return new Map(rows.map((row) => [row.houseId!, row.usage]));
}

/** A house's share lines (newest period first) for the house tree. */
export async function houseShareLines(tx: DbOrTx, companyId: number, houseId: number) {
  const l = schema.billLines;
  return tx
    .select({
      item: sql<string>`(select name from charge_items i where i.id = ${l.itemId})`,
      method: sql<string>`(select method from share_rules r where r.id = ${l.shareRuleId})`,
      net: l.net,
      period: l.period,
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.houseId, houseId), sql`${l.shareRuleId} is not null`))
    .orderBy(desc(l.period), asc(l.id));
}

/** The house's build area (the house tree's share answer), in the caller's company. */
export async function houseArea(tx: DbOrTx, companyId: number, houseId: number) {
  const [row] = await tx
    .select({ id: h.id, buildArea: h.buildArea })
    .from(h)
    .where(and(eq(h.id, houseId), eq(h.companyId, companyId), isNull(h.deletedAt)));
  return row;
}
