import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** What the seed steps share: the database and lookups of rows made by earlier steps. */
export interface SeedContext {
  db: DbOrTx;
  /** Company id by its code (GROUP, SH, HZ, SH-PD, SH-CC, HZ-XH). */
  company(code: string): Promise<number>;
}

export function seedContext(db: DbOrTx): SeedContext {
  return {
    db,
    company: async (code) => {
      const [row] = await db
        .select({ id: schema.companies.id })
        .from(schema.companies)
        .where(eq(schema.companies.code, code));
      if (!row) throw new Error(`seed: company ${code} missing`);
      return row.id;
    },
  };
}
