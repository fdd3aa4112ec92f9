import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import {
  actOnTask,
  allocateInterest,
  createDoc,
  dec,
  docNumberYear,
  eligibleVoters,
  electorateOf,
  finishDoc,
  formatDocNumber,
  repairFundShare,
  sendDoc,
  splitWithdrawal,
  tallyElection,
  tallyVote,
  type Choice,
  type EligibleVoter,
  type FlowNode,
  type MatterClass,
  type WfContext,
  type WfDoc,
  type WfEvent,
  type WfResult,
} from '@pm/domain';
import { archiveOwnersMeetings, seedCommittee, seedOwnersMeetings } from './owners-meetings.seed';
import { rng } from './people-names';
import type { SeedContext } from './seed-context';
import { taskRows } from './workflow.seed';

// 业主账户与决策 demo data (issue 15), on 上海公司's first estate (by code, the one the screens open on), written as the server writes it and
// checked by the same database triggers: the repair fund's shares (建筑面积 × 50 元/㎡), deposits of
// most houses, a year's interest split by balance, a few public-income entries and one spending,
// a vote on using the fund that passed (then the approval document and the withdrawal for 1栋),
// a vote on raising the fund that failed on participation, an open vote, and a finished election.

const RATE = '50';
const HOUR = 3600_000;

type Ctx = { db: DbOrTx; companyId: number; estateId: number; userId: number };

async function userId(db: DbOrTx, username: string) {
  const [row] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username));
  if (!row) throw new Error(`seed: user ${username} missing`);
  return row.id;
}

async function entry(db: DbOrTx, row: typeof schema.ownerAccountEntries.$inferInsert) {
  await db.insert(schema.ownerAccountEntries).values(row);
}

export async function seedOwners(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const companyId = await ctx.company('SH');
  const [estate] = await db
    .select({ id: schema.estates.id })
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)))
    .orderBy(asc(schema.estates.code))
    .limit(1);
  if (!estate) throw new Error('seed: no estate of SH');
  const c: Ctx = { db, companyId, estateId: estate.id, userId: await userId(db, 'emp01') };
  const r = rng(20261126);
  await seedRepairFund(c, r);
  await seedPublicAccount(c);
  const meetings = await seedOwnersMeetings(c);
  const votes = await seedVotes(c, r, meetings);
  await archiveOwnersMeetings(c, meetings);
  await seedCommittee(c, votes.election);
  await seedWithdrawal(c, votes.passedUse);
  await seedBudget(c, votes.budgetVote);
  await seedOutsourcing(c, votes.cleaningVote);
}

/**
 * 外包管理: the cleaning contract voted by the owners, signed and paid monthly from the public
 * account (four instalments so far), and a greening contract still in 草拟. Each step goes through
 * the contract trigger as the server's steps do.
 */
async function seedOutsourcing(c: Ctx, voteId: number) {
  const oc = schema.outsourcingContracts;
  const [cleaning] = await c.db
    .insert(oc)
    .values({
      companyId: c.companyId,
      estateId: c.estateId,
      contractNo: 'WB-2026-001',
      contractor: '上海洁净物业保洁服务有限公司',
      serviceKind: 'cleaning',
      startsOn: '2026-07-01',
      endsOn: '2027-06-30',
      amount: '57600.00',
      paymentTerms: '按月支付，每月末凭发票支付4800.00元',
      createdBy: c.userId,
      createdAt: new Date('2026-05-20T02:00:00Z'),
    })
    .returning({ id: oc.id });
  for (const set of [{ status: 'voting', voteId }, { status: 'signed', signedOn: '2026-06-25' }]) await c.db.update(oc).set(set).where(eq(oc.id, cleaning!.id));
  await c.db.insert(oc).values({
    companyId: c.companyId,
    estateId: c.estateId,
    contractNo: 'WB-2027-001',
    contractor: '上海绿苑园林绿化工程有限公司',
    serviceKind: 'greening',
    startsOn: '2027-01-01',
    endsOn: '2027-12-31',
    amount: '36000.00',
    paymentTerms: '按季度支付，每季度末支付9000.00元',
    createdBy: c.userId,
  });
  const [account] = await c.db
    .select({ id: schema.ownerAccounts.id })
    .from(schema.ownerAccounts)
    .where(and(eq(schema.ownerAccounts.companyId, c.companyId), eq(schema.ownerAccounts.estateId, c.estateId), eq(schema.ownerAccounts.kind, 'public')));
  for (const [i, day] of ['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31'].entries())
    await entry(c.db, {
      companyId: c.companyId,
      accountId: account!.id,
      kind: 'spending',
      category: 'outsourcing',
      amount: '-4800.00',
      entryDate: day,
      summary: `公共区域保洁服务费（${7 + i}月）`,
      sourceDoc: `发票No.5200${3311 + i}`,
      outsourcingContractId: cleaning!.id,
      createdBy: c.userId,
    });
}

/**
 * The 2026 public budget in execution: audited by a finished 工作报告, passed by the owners (item 9),
 * two spendings of the public account charged to its lines. Each step goes through the budget
 * trigger as the server's steps do.
 */
async function seedBudget(c: Ctx, voteId: number) {
  const [vote] = await c.db.select({ passed: schema.ownerVotes.passed }).from(schema.ownerVotes).where(eq(schema.ownerVotes.id, voteId));
  if (!vote?.passed) throw new Error('seed: the budget vote did not pass');
  const docId = await finishedApproval(c, '关于2026年度公共收益预算的审核报告', '<p>2026年度公共收益预算已编制完成，经财务部核对收支测算，请审核。</p>');
  const b = schema.publicBudgets;
  const [budget] = await c.db
    .insert(b)
    .values({ companyId: c.companyId, estateId: c.estateId, year: 2026, title: '2026年度公共收益预算', createdBy: c.userId, createdAt: new Date('2025-12-10T02:00:00Z') })
    .returning({ id: b.id });
  const plan: [string, string, string][] = [
    ['共用部位维修养护', '30000.00', '道闸、围墙、公共照明等'],
    ['绿化养护补种', '8000.00', ''],
    ['业委会工作经费', '6000.00', '按业主大会议事规则'],
    ['社区公共活动', '3000.00', '重阳节、春节活动'],
  ];
  const lines = await c.db
    .insert(schema.publicBudgetLines)
    .values(plan.map(([category, planned, remark], i) => ({ companyId: c.companyId, budgetId: budget!.id, seq: i + 1, category, planned, remark })))
    .returning({ id: schema.publicBudgetLines.id });
  for (const set of [{ status: 'audit', wfDocId: docId }, { status: 'vote', voteId }, { status: 'exec' }])
    await c.db.update(b).set(set).where(eq(b.id, budget!.id));
  const [account] = await c.db
    .select({ id: schema.ownerAccounts.id })
    .from(schema.ownerAccounts)
    .where(and(eq(schema.ownerAccounts.companyId, c.companyId), eq(schema.ownerAccounts.estateId, c.estateId), eq(schema.ownerAccounts.kind, 'public')));
  const spent: [number, string, string, string, string, string][] = [
    [0, 'repair', '6200.00', '2026-08-18', '地下车库出入口排水沟修缮', '发票No.31004127'],
    [1, 'other', '2350.00', '2026-09-22', '中心花园补种桂花树', '发票No.44017760'],
    [2, 'committee', '1500.00', '2026-10-12', '业委会三季度办公经费', '收据YW-2026-03'],
  ];
  for (const [line, category, amount, day, summary, sourceDoc] of spent)
    await entry(c.db, { companyId: c.companyId, accountId: account!.id, kind: 'spending', category, amount: dec(amount).negated().toFixed(2), entryDate: day, summary, sourceDoc, budgetLineId: lines[line]!.id, createdBy: c.userId });
}

async function seedRepairFund(c: Ctx, r: () => number) {
  const houses = await c.db
    .select({ id: schema.houses.id, area: sql<string | null>`${schema.houses.buildArea}::text`, buildingId: schema.houses.buildingId })
    .from(schema.houses)
    .where(and(eq(schema.houses.companyId, c.companyId), eq(schema.houses.estateId, c.estateId), isNull(schema.houses.deletedAt)))
    .orderBy(asc(schema.houses.id));
  const firstBuilding = houses[0]?.buildingId;
  const accounts = await c.db
    .insert(schema.ownerAccounts)
    .values(houses.map((h) => ({ companyId: c.companyId, estateId: c.estateId, kind: 'repair', houseId: h.id, area: h.area, rate: RATE, due: repairFundShare(h.area, RATE) })))
    .returning({ id: schema.ownerAccounts.id, houseId: schema.ownerAccounts.houseId, due: schema.ownerAccounts.due });
  const buildingOf = new Map(houses.map((h) => [h.id, h.buildingId]));
  // Every house of the first building deposited in full (its lift is replaced below); elsewhere one in eight has not yet.
  for (const [i, a] of accounts.entries()) {
    if (dec(a.due).isZero() || (buildingOf.get(a.houseId) !== firstBuilding && r() < 0.125)) continue;
    const month = String(1 + (i % 12)).padStart(2, '0');
    await entry(c.db, {
      companyId: c.companyId,
      accountId: a.id,
      kind: 'deposit',
      category: 'deposit',
      amount: a.due,
      entryDate: `2025-${month}-15`,
      summary: '首期维修资金交存',
      sourceDoc: `JC2025${String(i + 1).padStart(4, '0')}`,
      createdBy: c.userId,
    });
  }
  const balances = await c.db
    .select({ id: schema.ownerAccounts.id, houseId: schema.ownerAccounts.houseId, balance: schema.ownerAccounts.balance })
    .from(schema.ownerAccounts)
    .where(and(eq(schema.ownerAccounts.companyId, c.companyId), eq(schema.ownerAccounts.estateId, c.estateId), eq(schema.ownerAccounts.kind, 'repair')))
    .orderBy(asc(schema.ownerAccounts.id));
  const total = balances.reduce((s, b) => s.plus(b.balance), dec('0'));
  // 2025年度利息 at 1.35 % of the fund (a one-year deposit rate), to the fen.
  const interest = total.times('0.0135').toDecimalPlaces(2).toFixed(2);
  const split = allocateInterest(interest, balances.map((b) => ({ houseId: b.houseId, weight: b.balance })));
  if ('error' in split) throw new Error(`seed: ${split.error}`);
  const [allocation] = await c.db
    .insert(schema.repairInterestAllocations)
    .values({ companyId: c.companyId, estateId: c.estateId, amount: interest, summary: '2025年度利息', entryDate: '2026-01-05', createdBy: c.userId })
    .returning({ id: schema.repairInterestAllocations.id });
  for (const [i, p] of split.parts.entries()) {
    if (!dec(p.amount).greaterThan(0)) continue;
    await entry(c.db, {
      companyId: c.companyId,
      accountId: balances[i]!.id,
      kind: 'interest',
      category: 'interest',
      amount: p.amount,
      entryDate: '2026-01-05',
      summary: '2025年度利息',
      sourceDoc: `增值分配#${allocation!.id}`,
      interestId: allocation!.id,
      createdBy: c.userId,
    });
  }
}

async function seedPublicAccount(c: Ctx) {
  const [account] = await c.db
    .insert(schema.ownerAccounts)
    .values({ companyId: c.companyId, estateId: c.estateId, kind: 'public', houseId: 0 })
    .returning({ id: schema.ownerAccounts.id });
  const rows: [string, string, string, string, string, string][] = [
    ['income', 'advertising', '18600.00', '2026-01-10', '电梯轿厢广告2026年上半年', '广告合同GG-2026-01'],
    ['income', 'parking', '7420.00', '2026-03-31', '地面共有车位停车费一季度', '停车收费汇总表TC-2026-Q1'],
    ['income', 'rent', '3600.00', '2026-04-15', '会所一楼共有用房出租（4-6月）', '租赁合同ZL-2026-03'],
    ['income', 'parking', '7980.00', '2026-06-30', '地面共有车位停车费二季度', '停车收费汇总表TC-2026-Q2'],
    ['spending', 'repair', '4850.00', '2026-07-08', '小区大门道闸维修', '发票No.31002658'],
    ['income', 'advertising', '18600.00', '2026-07-10', '电梯轿厢广告2026年下半年', '广告合同GG-2026-01'],
  ];
  for (const [kind, category, amount, day, summary, sourceDoc] of rows)
    await entry(c.db, {
      companyId: c.companyId,
      accountId: account!.id,
      kind,
      category,
      amount: kind === 'income' ? amount : dec(amount).negated().toFixed(2),
      entryDate: day,
      summary,
      sourceDoc,
      createdBy: c.userId,
    });
}

interface VotePlan {
  kind: 'vote' | 'election';
  title: string;
  matterClass: MatterClass;
  description: string;
  startsOn: string;
  endsOn: string;
  /** Share of the voters who cast a ballot, and of those the share agreeing. */
  turnout: number;
  agree: number;
  close: boolean;
  seats?: number;
  candidates?: string[];
  /** Index into OWNERS_MEETINGS of the meeting the matter was put to; none for the open vote. */
  meeting?: number;
}

async function seedVotes(c: Ctx, r: () => number, meetings: number[]) {
  const units = await c.db.execute<{ id: string | number; code: string; area: string | null; owners: { id: number; name: string; type: string }[] | string }>(sql`
    select h.id, h.code, h.build_area::text as area,
      coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.id) from owners o
        where o.company_id = ${c.companyId} and o.id in (
          select e.owner_id from house_owner_events e where e.company_id = ${c.companyId} and e.house_id = h.id
            and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id) and e.event <> '3')), '[]'::json) as owners
    from houses h where h.company_id = ${c.companyId} and h.estate_id = ${c.estateId} and h.deleted_at is null order by h.id`);
  const parsed = units.map((u) => ({ id: Number(u.id), code: u.code, area: u.area, owners: (typeof u.owners === 'string' ? JSON.parse(u.owners) : u.owners) as { id: number; name: string; type: string }[] }));
  const voters = eligibleVoters(parsed.map((u) => ({ houseId: u.id, area: u.area, ownerIds: u.owners.map((o) => o.id), developer: u.owners.some((o) => o.type === '3') })));
  const electorate = electorateOf(voters);
  const byId = new Map(parsed.map((u) => [u.id, u]));
  const plans: VotePlan[] = [
    {
      kind: 'vote',
      title: '关于使用专项维修资金更换1栋电梯的表决',
      matterClass: '5',
      description: '1栋两部电梯已运行18年，经检测需整体更换，费用由1栋业主的专项维修资金按建筑面积分摊。',
      startsOn: '2026-09-01',
      endsOn: '2026-09-30',
      turnout: 0.86,
      agree: 0.8,
      close: true,
      meeting: 1,
    },
    {
      kind: 'vote',
      title: '关于续筹专项维修资金的表决',
      matterClass: '6',
      description: '维修资金余额不足首期交存额30%，拟按每平方米20元续筹。',
      startsOn: '2026-10-08',
      endsOn: '2026-10-31',
      turnout: 0.42,
      agree: 0.9,
      close: true,
      meeting: 2,
    },
    {
      kind: 'election',
      title: '第三届业主委员会选举',
      matterClass: '3',
      description: '应选委员5名，候选人7名。',
      startsOn: '2026-08-01',
      endsOn: '2026-08-31',
      turnout: 0.8,
      agree: 0.7,
      close: true,
      meeting: 1,
      seats: 5,
      candidates: ['陈建国', '林秀英', '黄志强', '周丽华', '吴文斌', '郑晓燕', '马俊杰'],
    },
    {
      kind: 'vote',
      title: '关于利用小区共有部分设置充电桩的表决',
      matterClass: '8',
      description: '拟在地面共有车位设置20个充电桩，收益归全体业主。',
      startsOn: '2026-11-15',
      endsOn: '2026-12-15',
      turnout: 0.3,
      agree: 0.9,
      close: false,
    },
    {
      kind: 'vote',
      title: '审议《2026年度公共收益预算》',
      matterClass: '9',
      description: '2026年度公共收益预算，预算合计47000.00元。',
      startsOn: '2026-01-05',
      endsOn: '2026-01-25',
      turnout: 0.85,
      agree: 0.85,
      close: true,
      meeting: 0,
    },
    {
      kind: 'vote',
      title: '关于选聘上海洁净物业保洁服务有限公司提供保洁服务的表决',
      matterClass: '9',
      description: '外包合同WB-2026-001：公共区域保洁服务，期限2026-07-01至2027-06-30，合同金额57600.00元，由公共账户按月支付。',
      startsOn: '2026-06-01',
      endsOn: '2026-06-20',
      turnout: 0.9,
      agree: 0.9,
      close: true,
      meeting: 1,
    },
  ];
  let passedUse = 0;
  let budgetVote = 0;
  let cleaningVote = 0;
  let election = 0;
  for (const plan of plans) {
    const id = await seedVote(c, plan, voters, electorate, byId, r, plan.meeting === undefined ? null : meetings[plan.meeting]!);
    if (plan.kind === 'election') election = id;
    if (plan.matterClass === '5') passedUse = id;
    if (plan.title.startsWith('审议')) budgetVote = id;
    if (plan.title.includes('保洁')) cleaningVote = id;
  }
  return { passedUse, budgetVote, cleaningVote, election };
}

async function seedVote(
  c: Ctx,
  plan: VotePlan,
  voters: EligibleVoter[],
  electorate: { area: string; heads: number },
  units: Map<number, { code: string; owners: { name: string }[] }>,
  r: () => number,
  meetingId: number | null,
) {
  const [vote] = await c.db
    .insert(schema.ownerVotes)
    .values({
      companyId: c.companyId,
      estateId: c.estateId,
      kind: plan.kind,
      title: plan.title,
      matterClass: plan.matterClass,
      description: plan.description,
      seats: plan.seats ?? null,
      startsOn: plan.startsOn,
      endsOn: plan.endsOn,
      totalArea: electorate.area,
      totalHeads: electorate.heads,
      meetingId,
      createdBy: c.userId,
      createdAt: new Date(`${plan.startsOn}T01:00:00Z`),
    })
    .returning({ id: schema.ownerVotes.id });
  const voteId = vote!.id;
  const voterRows = await c.db
    .insert(schema.ownerVoteVoters)
    .values(
      voters.map((v, i) => {
        const held = v.houseIds.map((h) => units.get(h)!);
        return {
          companyId: c.companyId,
          voteId,
          seq: i + 1,
          voterKey: v.key,
          developer: v.developer,
          ownerIds: v.ownerIds,
          houseIds: v.houseIds,
          names: v.developer ? '开发商（未售或未交付房屋）' : [...new Set(held.flatMap((u) => u.owners.map((o) => o.name)))].join('、'),
          houses: held.map((u) => u.code).join('、'),
          area: v.area,
        };
      }),
    )
    .returning({ id: schema.ownerVoteVoters.id, seq: schema.ownerVoteVoters.seq });
  const candidates = plan.candidates
    ? await c.db
        .insert(schema.ownerVoteCandidates)
        .values(plan.candidates.map((name, i) => ({ companyId: c.companyId, voteId, seq: i + 1, name })))
        .returning({ id: schema.ownerVoteCandidates.id, name: schema.ownerVoteCandidates.name })
    : [];
  const cast: { area: string; choice: Choice; candidateIds: number[] }[] = [];
  for (const [i, v] of voters.entries()) {
    // The developer takes part in every matter; the others as the turnout says.
    if (!v.developer && r() >= plan.turnout) continue;
    const choice: Choice = r() < plan.agree ? 'agree' : r() < 0.6 ? 'disagree' : 'abstain';
    // Election: the first four candidates are popular, the rest less so.
    const marks = candidates.filter((_, k) => r() < (k < 4 ? plan.agree : 0.35)).slice(0, plan.seats ?? 0).map((x) => x.id);
    cast.push({ area: v.area, choice, candidateIds: marks });
    await c.db.insert(schema.ownerBallots).values({
      companyId: c.companyId,
      voteId,
      voterId: voterRows[i]!.id,
      choice: plan.kind === 'vote' ? choice : null,
      candidateIds: plan.kind === 'election' ? marks : null,
      source: i % 3 === 0 ? 'owner' : 'paper',
      recordedBy: c.userId,
      recordedAt: new Date(`${plan.startsOn}T02:00:00Z`),
    });
  }
  if (!plan.close) return voteId;
  const result =
    plan.kind === 'vote'
      ? (() => {
          const t = tallyVote(plan.matterClass, electorate, cast);
          return { electorate, participation: t.participation, agreement: t.agreement, counts: t.counts, candidates: [], passed: t.passed };
        })()
      : (() => {
          const names = new Map(candidates.map((x) => [x.id, x.name]));
          const t = tallyElection(plan.seats ?? 0, candidates.map((x) => x.id), electorate, cast);
          return {
            electorate,
            participation: t.participation,
            agreement: null,
            counts: null,
            candidates: t.candidates.map((x) => ({ candidateId: x.candidateId, name: names.get(x.candidateId) ?? '', votes: x.votes, agreement: x.agreement, elected: x.elected })),
            passed: t.valid,
          };
        })();
  await c.db
    .update(schema.ownerVotes)
    .set({ status: 'closed', result, passed: result.passed, closedAt: new Date(`${plan.endsOn}T10:00:00Z`), closedBy: c.userId })
    .where(eq(schema.ownerVotes.id, voteId));
  return voteId;
}

/** The approval document (a finished 工作报告 of 上海公司) and the withdrawal for 1栋's lifts. */
async function seedWithdrawal(c: Ctx, voteId: number) {
  const [passed] = await c.db.select({ passed: schema.ownerVotes.passed }).from(schema.ownerVotes).where(eq(schema.ownerVotes.id, voteId));
  if (!passed?.passed) throw new Error('seed: the repair-fund vote did not pass');
  const docId = await finishedApproval(c, '关于使用专项维修资金更换1栋电梯的请示', '<p>业主大会已表决通过使用专项维修资金更换1栋两部电梯，经招标确定费用，请审批。</p>');
  const [first] = await c.db
    .select({ buildingId: schema.houses.buildingId })
    .from(schema.houses)
    .where(and(eq(schema.houses.companyId, c.companyId), eq(schema.houses.estateId, c.estateId), isNull(schema.houses.deletedAt)))
    .orderBy(asc(schema.houses.id))
    .limit(1);
  const houses = await c.db
    .select({ accountId: schema.ownerAccounts.id, houseId: schema.houses.id, area: sql<string>`coalesce(${schema.houses.buildArea}, 0)::text`, balance: schema.ownerAccounts.balance })
    .from(schema.ownerAccounts)
    .innerJoin(schema.houses, eq(schema.houses.id, schema.ownerAccounts.houseId))
    .where(and(eq(schema.ownerAccounts.companyId, c.companyId), eq(schema.ownerAccounts.estateId, c.estateId), eq(schema.ownerAccounts.kind, 'repair'), eq(schema.houses.buildingId, first!.buildingId)))
    .orderBy(asc(schema.ownerAccounts.id));
  // 60 % of the building's fund, to the hundred yuan: every house's part stays within its balance.
  const rounded = houses.reduce((s, h) => s.plus(h.balance), dec('0')).times('0.6').dividedBy(100).floor().times(100).toFixed(2);
  const split = splitWithdrawal(rounded, houses);
  if ('error' in split) throw new Error(`seed: ${split.error}`);
  const [w] = await c.db
    .insert(schema.repairWithdrawals)
    .values({ companyId: c.companyId, estateId: c.estateId, buildingId: first!.buildingId, project: '1栋电梯更换', amount: rounded, voteId, wfDocId: docId, entryDate: '2026-10-20', createdBy: c.userId })
    .returning({ id: schema.repairWithdrawals.id });
  for (const [i, p] of split.parts.entries()) {
    if (!dec(p.amount).greaterThan(0)) continue;
    await entry(c.db, {
      companyId: c.companyId,
      accountId: houses[i]!.accountId,
      kind: 'withdrawal',
      category: 'withdrawal',
      amount: dec(p.amount).negated().toFixed(2),
      entryDate: '2026-10-20',
      summary: '1栋电梯更换',
      sourceDoc: '关于使用专项维修资金更换1栋电梯的请示',
      withdrawalId: w!.id,
      createdBy: c.userId,
    });
  }
}

/** A 工作报告 moved through the product's flow rules to 完结, as the workflow seed writes documents. */
async function finishedApproval(c: Ctx, subject: string, body: string) {
  const db = c.db;
  const emp01 = await userId(db, 'emp01');
  const emp03 = await userId(db, 'emp03');
  const [tpl] = await db
    .select({ id: schema.wfTemplates.id, finisherId: schema.wfTemplates.finisherId })
    .from(schema.wfTemplates)
    .where(and(eq(schema.wfTemplates.companyId, c.companyId), eq(schema.wfTemplates.kind, 'report'), eq(schema.wfTemplates.name, '工作报告')));
  if (!tpl) throw new Error('seed: the 工作报告 template is missing');
  const [ver] = await db.select({ id: schema.wfTemplateVersions.id }).from(schema.wfTemplateVersions).where(eq(schema.wfTemplateVersions.templateId, tpl.id)).orderBy(asc(schema.wfTemplateVersions.version)).limit(1);
  const nodes = await db
    .select({ id: schema.wfTemplateNodes.id, type: schema.wfTemplateNodes.type, name: schema.wfTemplateNodes.name, mode: schema.wfTemplateNodes.mode })
    .from(schema.wfTemplateNodes)
    .where(eq(schema.wfTemplateNodes.versionId, ver!.id))
    .orderBy(asc(schema.wfTemplateNodes.seq));
  const flow: FlowNode[] = [];
  for (const n of nodes) {
    const handlers = await db.select({ ref: schema.wfNodeHandlers.ref }).from(schema.wfNodeHandlers).where(eq(schema.wfNodeHandlers.nodeId, n.id)).orderBy(asc(schema.wfNodeHandlers.seq));
    flow.push({ type: n.type as FlowNode['type'], name: n.name, mode: n.mode as FlowNode['mode'], handlers: handlers.flatMap((h) => (h.ref === null ? [] : [h.ref])) });
  }
  let clock = Date.parse('2026-10-09T01:00:00Z');
  const ctx = (actor: number): WfContext => ({ actor, at: new Date((clock += HOUR)).toISOString() });
  const task = (d: WfDoc, who: number) => d.tasks.find((t) => t.state === 'pending' && t.assignee === who)!.no;
  const agree = (who: number, opinion: string | null = null) => (d: WfDoc) => actOnTask(d, task(d, who), 'agree', opinion, ctx(who));
  const created = createDoc({ starter: emp03, finisher: tpl.finisherId ?? emp03, nodes: flow }, ctx(emp03));
  let doc = created.doc;
  const events: { event: WfEvent; at: string }[] = [{ event: created.event, at: new Date(clock).toISOString() }];
  const moves: ((d: WfDoc) => WfResult)[] = [(d) => sendDoc(d, ctx(emp03)), agree(emp01, '表决结果属实'), agree(emp03), agree(emp01, '同意使用'), agree(emp03), (d) => finishDoc(d, ctx(emp01))];
  for (const move of moves) {
    const res = move(doc);
    doc = res.doc;
    events.push({ event: res.event, at: new Date(clock).toISOString() });
  }
  const sentAt = events.find((e) => e.event.action === 'send')!.at;
  const year = docNumberYear(sentAt);
  const [company] = await db.select({ nick: schema.companies.nick }).from(schema.companies).where(eq(schema.companies.id, c.companyId));
  const [counter] = await db
    .insert(schema.wfDocCounters)
    .values({ companyId: c.companyId, kind: 'report', year, last: 1 })
    .onConflictDoUpdate({ target: [schema.wfDocCounters.companyId, schema.wfDocCounters.kind, schema.wfDocCounters.year], set: { last: sql`${schema.wfDocCounters.last} + 1` } })
    .returning({ last: schema.wfDocCounters.last });
  const [row] = await db
    .insert(schema.wfDocs)
    .values({
      companyId: c.companyId,
      kind: 'report',
      templateId: tpl.id,
      templateVersionId: ver!.id,
      docNumber: formatDocNumber(company?.nick ?? '', 'report', year, counter!.last),
      subject,
      body,
      starterId: emp03,
      finisherId: doc.finisher,
      status: doc.status,
      currentNode: doc.current,
      enteredAt: doc.enteredAt,
      finalised: doc.finalised,
      flow: doc.nodes,
      steps: doc.steps,
      createdAt: new Date(events[0]!.at),
      sentAt: new Date(sentAt),
      endedAt: new Date(events.at(-1)!.at),
      updatedAt: new Date(events.at(-1)!.at),
    })
    .returning({ id: schema.wfDocs.id });
  const docId = row!.id;
  await db.insert(schema.wfTasks).values(taskRows(c.companyId, docId, 'report', doc.tasks));
  const taskIds = new Map((await db.select({ id: schema.wfTasks.id, no: schema.wfTasks.no }).from(schema.wfTasks).where(eq(schema.wfTasks.docId, docId))).map((t) => [t.no, t.id]));
  await db.insert(schema.wfEvents).values(
    events.map(({ event, at }) => ({
      companyId: c.companyId,
      docId,
      taskId: event.task === null ? null : (taskIds.get(event.task) ?? null),
      actorId: event.actor,
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      opinion: event.opinion,
      detail: event.detail,
      at: new Date(at),
    })),
  );
  return docId;
}
