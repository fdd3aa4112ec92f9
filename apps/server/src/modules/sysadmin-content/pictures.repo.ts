import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const p = schema.sitePictures;
const f = schema.files;
const c = schema.companies;

const pictureColumns = {
  id: p.id,
  companyId: p.companyId,
  slot: p.slot,
  targetCompanyId: p.targetCompanyId,
  targetCompanyName: c.name,
  fileId: p.fileId,
  fileName: f.name,
  size: f.size,
  title: p.title,
  updatedAt: p.updatedAt,
};

/** Site pictures and the logos of the given companies, newest change first. */
export async function findPictures(db: DbOrTx, companyIds: number[], id?: number) {
  return db
    .select(pictureColumns)
    .from(p)
    .innerJoin(f, eq(f.id, p.fileId))
    .leftJoin(c, eq(c.id, p.targetCompanyId))
    .where(
      and(
        or(eq(p.targetCompanyId, 0), inArray(p.targetCompanyId, companyIds.length ? companyIds : [0])),
        id === undefined ? undefined : eq(p.id, id),
      ),
    )
    .orderBy(desc(p.updatedAt), desc(p.id));
}

export async function findPictureBySlot(db: DbOrTx, slot: string, targetCompanyId: number) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.slot, slot), eq(p.targetCompanyId, targetCompanyId)));
  return row;
}

/** An uploaded file of the company (the picture's bytes). */
export async function findCompanyFile(db: DbOrTx, companyId: number, fileId: number) {
  const [row] = await db
    .select({ id: f.id, mime: f.mime, storedName: f.storedName, size: f.size })
    .from(f)
    .where(and(eq(f.id, fileId), eq(f.companyId, companyId)));
  return row;
}

/** The stored file of a registered picture (public: only files registered here are served). */
export async function findPictureFile(db: DbOrTx, pictureId: number) {
  const [row] = await db
    .select({ storedName: f.storedName, mime: f.mime, size: f.size })
    .from(p)
    .innerJoin(f, eq(f.id, p.fileId))
    .where(eq(p.id, pictureId));
  return row;
}

/** The site slots' pictures: { slot → picture id and file id }. */
export async function findSitePictures(db: DbOrTx) {
  return db.select({ id: p.id, slot: p.slot, fileId: p.fileId }).from(p).where(eq(p.targetCompanyId, 0));
}

export async function insertPicture(db: DbOrTx, values: typeof p.$inferInsert) {
  const [row] = await db.insert(p).values(values).returning({ id: p.id });
  return row!;
}

export async function updatePicture(db: DbOrTx, id: number, values: { fileId: number; title: string; updatedBy: number }) {
  await db
    .update(p)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(p.id, id));
}

export async function deletePicture(db: DbOrTx, id: number) {
  await db.delete(p).where(eq(p.id, id));
}

/** The company's logo as the shell reads it (userInformation.logo); null falls back to the built-in. */
export async function setCompanyLogo(db: DbOrTx, companyId: number, logo: string | null, by: number) {
  await db.update(c).set({ logo, updatedBy: by, updatedAt: new Date() }).where(eq(c.id, companyId));
}

/** True when the company is at the top of its tree (the platform's own company). */
export async function isTopCompany(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ parentId: c.parentId }).from(c).where(eq(c.id, companyId));
  return row !== undefined && row.parentId === null;
}
