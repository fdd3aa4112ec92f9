import { and, eq, ne } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(schema.companies).where(eq(schema.companies.id, companyId));
  return row;
}

/** The job of the user, only when it belongs to the user's company. */
export async function findUserJob(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ name: schema.jobs.name, duties: schema.jobs.duties })
    .from(schema.users)
    .innerJoin(schema.jobs, and(eq(schema.jobs.id, schema.users.jobId), eq(schema.jobs.companyId, companyId)))
    .where(and(eq(schema.users.id, userId), eq(schema.users.companyId, companyId)));
  return row;
}

export async function findUserForPasswordChange(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), eq(schema.users.companyId, companyId)));
  return row;
}

export async function usernameTaken(db: DbOrTx, username: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.username, username), ne(schema.users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function updatePassword(
  db: DbOrTx,
  userId: number,
  values: { passwordHash: string; username: string; tokenVersion: number },
): Promise<void> {
  await db
    .update(schema.users)
    .set({
      ...values,
      mustChangePassword: false,
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(schema.users.id, userId));
}
