import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import type { SeedContext } from './seed-context';

/** A caller the fake vendor can ring to show the screen pop (docs/decisions.md, call centre). */
export const SCREEN_POP_DEMO = { ownerName: '钱来电', mobile: '13916880088', residentName: '钱小来', residentMobile: '13916880099' } as const;

const PHONE_BOOK: [string, string][] = [
  ['工程部值班', '021-50002101'],
  ['保安监控中心', '021-50004001'],
  ['锦绣花园物业前台', '021-50003100'],
  ['浦东项目经理', '13816880003'],
  ['电梯维保（24小时）', '4008201234'],
  ['自来水公司报修', '962740'],
  ['燃气抢修', '962777'],
  ['供电服务', '95598'],
  ['绿化外包 王师傅', '13761230005'],
  ['保洁主管 李阿姨', '13918770006'],
  ['消防维保单位', '021-58881234'],
  ['杭州分公司前台', '0571-86001000'],
];

/**
 * The call-centre tenant's phone book, and one owner (with a resident) in 上海安居 whose number
 * rings through to a screen pop with the owner's house. Runs after the master data.
 */
export async function seedCallCenter(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const cc = await ctx.company('SH-CC');
  await db.insert(schema.ccPhoneBook).values(PHONE_BOOK.map(([name, phone]) => ({ companyId: cc, name, phone })));

  const sh = await ctx.company('SH');
  const [house] = await db
    .select({ id: schema.houses.id })
    .from(schema.houses)
    .where(and(eq(schema.houses.companyId, sh)))
    .orderBy(asc(schema.houses.id))
    .limit(1);
  if (!house) return; // no master data in this database: the phone book is enough
  const [owner] = await db
    .insert(schema.owners)
    .values({ companyId: sh, name: SCREEN_POP_DEMO.ownerName, type: '1', mobile: SCREEN_POP_DEMO.mobile, address: '上海市', remark: '呼叫中心来电弹屏演示' })
    .returning({ id: schema.owners.id });
  if (!owner) return;
  await db.insert(schema.houseOwnerEvents).values({ companyId: sh, houseId: house.id, ownerId: owner.id, event: '1', share: '100.00', eventDate: '2024-05-01', remark: '演示' });
  await db.insert(schema.residents).values({
    companyId: sh,
    houseId: house.id,
    name: SCREEN_POP_DEMO.residentName,
    relation: '3',
    mobile: SCREEN_POP_DEMO.residentMobile,
  });
}
