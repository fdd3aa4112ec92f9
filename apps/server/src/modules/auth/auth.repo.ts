import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** The user with company and job, as sign-in and GET /api/account need it. */
export async function findUserProfile(db: DbOrTx, where: { username: string } | { id: number }) {
  const [row] = await db
    .select({
      user: schema.users,
      companyNick: schema.companies.nick,
      companyLogo: schema.companies.logo,
      hasCallCenter: schema.companies.hasCallCenter,
      companyDisabled: schema.companies.disabled,
      jobName: schema.jobs.name,
    })
    .from(schema.users)
    .innerJoin(schema.companies, eq(schema.companies.id, schema.users.companyId))
    .leftJoin(schema.jobs, eq(schema.jobs.id, schema.users.jobId))
    .where('username' in where ? eq(schema.users.username, where.username) : eq(schema.users.id, where.id))
    .limit(1);
  return row;
}
export type UserProfile = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export async function insertCrash(db: DbOrTx, values: typeof schema.loginCrashes.$inferInsert): Promise<void> {
  await db.insert(schema.loginCrashes).values(values);
}
