import { schema, type Db } from '@pm/db';

export type CompanyRow = typeof schema.companies.$inferSelect;

let seq = 0;

/** A company row; defaults to a level-2 management company with a unique code. */
export async function buildCompany(db: Db, overrides: Partial<typeof schema.companies.$inferInsert> = {}) {
  seq += 1;
  const code = overrides.code ?? `T${process.pid}-${Date.now().toString(36)}-${seq}`;
  const [row] = await db
    .insert(schema.companies)
    .values({
      code,
      name: `测试物业公司${seq}`,
      nick: `测试${seq}`,
      level: 2,
      type: 'A',
      phone: '021-55550000',
      address: '上海市测试路1号',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildCompany: no row');
  return row;
}
