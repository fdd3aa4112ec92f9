import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import type { SeedContext } from './seed-context';

// A message written by a member of staff (issue 14): 上海公司's emp03 tells emp01 and two colleagues
// about the fire drill, so the message pop-up and the 发送消息 list have a staff-written row on first start.

export async function seedStaffMessages(ctx: SeedContext): Promise<void> {
  const sh = await ctx.company('SH');
  const staff = await ctx.db
    .select({ id: schema.users.id, username: schema.users.username, companyId: schema.users.companyId })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, sh), eq(schema.users.role, 'emp'), eq(schema.users.disabled, false), eq(schema.users.mustChangePassword, false)))
    .orderBy(asc(schema.users.id));
  const sender = staff.find((u) => u.username === 'emp03');
  const emp01 = staff.find((u) => u.username === 'emp01');
  if (!sender || !emp01) return;
  const receivers = [emp01, ...staff.filter((u) => u.id !== sender.id && u.id !== emp01.id).slice(0, 2)];
  const [msg] = await ctx.db
    .insert(schema.systemMessages)
    .values({
      companyId: sh,
      title: '本周五消防演练安排',
      msgFormat: 0,
      content:
        '<p>各位同事：</p><p>本周五（11月28日）下午 15:00 在 A 座一楼大堂进行消防疏散演练，请各部门提前安排值班人员，演练期间电梯暂停使用。</p><p>集合点：A 座东侧广场。如有疑问请联系行政部，分机 8012。</p>',
      createdBy: sender.id,
      createdAt: new Date(Date.now() - 2 * 3600_000),
    })
    .returning({ id: schema.systemMessages.id });
  await ctx.db.insert(schema.messageReceivers).values(receivers.map((u) => ({ messageId: msg!.id, userId: u.id, companyId: u.companyId })));
}
