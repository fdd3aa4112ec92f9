import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The owners' meetings (会务管理) the seeded votes were put to, archived once their votes closed,
// and the committee (业委会成员) the seeded election produced, with its term and a link back to it.

type Ctx = { db: DbOrTx; companyId: number; estateId: number; userId: number };

/** 业主大会 of the estate: where the seeded votes were put; indexes are VotePlan.meeting. */
export const OWNERS_MEETINGS = [
  {
    subject: '2026年第一次业主大会（书面征求意见）',
    startAt: '2026-01-05 09:00',
    endAt: '2026-01-25 17:00',
    minutes: '审议《2026年度公共收益预算》，经书面征求意见表决通过，结果已在各楼栋公示。',
  },
  {
    subject: '2026年第二次业主大会（书面征求意见）',
    startAt: '2026-06-01 09:00',
    endAt: '2026-09-30 17:00',
    minutes: '选聘保洁服务企业表决通过；选举产生第三届业主委员会；同意使用专项维修资金更换1栋电梯。表决及选举结果已公示。',
  },
  {
    subject: '2026年第三次业主大会（书面征求意见）',
    startAt: '2026-10-08 09:00',
    endAt: '2026-10-31 17:00',
    minutes: '续筹专项维修资金事项，参与表决的业主人数及专有部分面积均未达到三分之二，未形成决定。',
  },
] as const;

/** The meetings, 已召开 (a vote is put only to a meeting not archived); their ids by index. */
export async function seedOwnersMeetings(c: Ctx): Promise<number[]> {
  const rows = await c.db
    .insert(schema.meetings)
    .values(
      OWNERS_MEETINGS.map((m) => ({
        companyId: c.companyId,
        subject: m.subject,
        meetingType: '1',
        estateId: c.estateId,
        startAt: m.startAt,
        endAt: m.endAt,
        place: '各楼栋大堂（书面表决票投放点）',
        host: '业主委员会',
        attendees: '全体业主（书面征求意见）',
        status: '2',
        createdBy: c.userId,
        updatedBy: c.userId,
      })),
    )
    .returning({ id: schema.meetings.id });
  return rows.map((r) => r.id);
}

/** Archives the meetings with their minutes once every vote put to them has closed (the meetings trigger checks it). */
export async function archiveOwnersMeetings(c: Ctx, ids: number[]) {
  for (const [i, id] of ids.entries())
    await c.db
      .update(schema.meetings)
      .set({ status: '3', minutes: OWNERS_MEETINGS[i]!.minutes })
      .where(and(eq(schema.meetings.id, id), eq(schema.meetings.companyId, c.companyId)));
}

const POSITIONS = ['1', '2', '3', '3', '3'];
const PHONES = ['13916608801', '13816608802', '13716608803', '13616608804', '13516608805'];

/** 第三届业主委员会: the elected candidates of the closed election, term 2026-09-01 ~ 2031-08-31 (five years). */
export async function seedCommittee(c: Ctx, electionId: number) {
  const [election] = await c.db
    .select({ title: schema.ownerVotes.title, result: schema.ownerVotes.result, passed: schema.ownerVotes.passed })
    .from(schema.ownerVotes)
    .where(eq(schema.ownerVotes.id, electionId));
  const elected = ((election?.result as { candidates?: { name: string; elected: boolean }[] } | null)?.candidates ?? []).filter((x) => x.elected);
  if (!election?.passed || elected.length === 0) throw new Error('seed: the election elected nobody');
  await c.db.insert(schema.committeeMembers).values(
    elected.map((x, i) => ({
      companyId: c.companyId,
      memberName: x.name,
      position: POSITIONS[i] ?? '3',
      phone: PHONES[i] ?? PHONES[0]!,
      termStart: '2026-09-01',
      termEnd: '2031-08-31',
      status: '1',
      electionId,
      electionTitle: election.title,
      remark: '由业主大会选举产生',
      createdBy: c.userId,
      updatedBy: c.userId,
    })),
  );
}
