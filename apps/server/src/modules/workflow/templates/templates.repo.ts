import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const t = schema.wfTemplates;
const v = schema.wfTemplateVersions;
const n = schema.wfTemplateNodes;
const h = schema.wfNodeHandlers;

export interface NodeRowInput {
  type: string;
  name: string;
  mode: string;
  timeLimitHours: number | null;
  handlers: { kind: string; ref: number | null }[];
}

export async function insertTemplate(db: DbOrTx, values: { companyId: number; kind: string; name: string; finisherId: number | null; createdBy: number }) {
  const [row] = await db.insert(t).values({ ...values, currentVersion: 1 }).returning();
  return row!;
}

/** The template row locked, so two edits write consecutive versions. */
export async function lockTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(t).where(and(eq(t.id, id), eq(t.companyId, companyId))).for('update');
  return row;
}

export async function updateTemplate(db: DbOrTx, id: number, values: Partial<{ name: string; finisherId: number | null; currentVersion: number; active: boolean }>) {
  const [row] = await db.update(t).set({ ...values, updatedAt: new Date() }).where(eq(t.id, id)).returning();
  return row!;
}

/** Writes one version with its nodes and handlers (never changed afterwards: append-only by trigger). */
export async function insertVersion(db: DbOrTx, companyId: number, templateId: number, version: number, createdBy: number, nodes: NodeRowInput[]) {
  const [ver] = await db.insert(v).values({ companyId, templateId, version, createdBy }).returning({ id: v.id });
  const nodeRows = await db
    .insert(n)
    .values(nodes.map((x, seq) => ({ versionId: ver!.id, seq, type: x.type, name: x.name, mode: x.mode, timeLimitHours: x.timeLimitHours })))
    .returning({ id: n.id, seq: n.seq });
  const handlers = nodeRows.flatMap((row) => nodes[row.seq]!.handlers.map((x, seq) => ({ nodeId: row.id, seq, kind: x.kind, ref: x.ref })));
  if (handlers.length) await db.insert(h).values(handlers);
  return ver!.id;
}

export async function templatesOf(db: DbOrTx, companyId: number, filter: { kind?: string; includeInactive: boolean; ids?: number[] }) {
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        filter.kind ? eq(t.kind, filter.kind) : undefined,
        filter.includeInactive ? undefined : eq(t.active, true),
        filter.ids ? inArray(t.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(t.kind), asc(t.id));
}

/** The nodes and handlers of the given versions (by template id and version number). */
export async function versionNodes(db: DbOrTx, keys: { templateId: number; version: number }[]) {
  if (keys.length === 0) return [];
  const versions = await db
    .select({ id: v.id, templateId: v.templateId, version: v.version })
    .from(v)
    .where(inArray(v.templateId, [...new Set(keys.map((k) => k.templateId))]));
  const wanted = versions.filter((x) => keys.some((k) => k.templateId === x.templateId && k.version === x.version));
  if (wanted.length === 0) return [];
  const nodes = await db.select().from(n).where(inArray(n.versionId, wanted.map((x) => x.id))).orderBy(asc(n.versionId), asc(n.seq));
  const handlers = nodes.length
    ? await db.select().from(h).where(inArray(h.nodeId, nodes.map((x) => x.id))).orderBy(asc(h.nodeId), asc(h.seq))
    : [];
  return wanted.map((ver) => ({
    ...ver,
    nodes: nodes
      .filter((x) => x.versionId === ver.id)
      .map((x) => ({ ...x, handlers: handlers.filter((y) => y.nodeId === x.id) })),
  }));
}

/** How many handler rules of active templates name the person directly (isEmpWorking). */
export async function templateSlotsOf(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(h)
    .innerJoin(n, eq(n.id, h.nodeId))
    .innerJoin(v, eq(v.id, n.versionId))
    .innerJoin(t, and(eq(t.id, v.templateId), eq(t.currentVersion, v.version)))
    .where(and(eq(t.companyId, companyId), eq(t.active, true), eq(h.kind, 'person'), eq(h.ref, userId)));
  return row?.n ?? 0;
}

export async function versionNumber(db: DbOrTx, versionId: number): Promise<number | undefined> {
  const [row] = await db.select({ version: v.version }).from(v).where(eq(v.id, versionId));
  return row?.version;
}
