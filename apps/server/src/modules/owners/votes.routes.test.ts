import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ownerVoteEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { addOwner, ownerEvent } from '../../../test/factories/owners';
import { buildUser } from '../../../test/factories/users';

// Votes and elections by 民法典 第二百七十八条 through HTTP: the electorate from the ownership records
// (one buyer with two units counts once, the developer's sold-to-itself and unsold units count as
// one), one ballot per voter, the close, the result's exact ratios, and another company kept out.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const owners: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 7 }, () => ({ buildArea: '100.00' })));
  other = await buildChargingWorld(t.database.db, [{}]);
  const db = t.database.db;
  for (const [key, name, type] of [['A', '王甲', '1'], ['D', '开发公司', '3'], ['B', '李乙', '1'], ['C', '赵丙', '1'], ['E', '钱丁', '1'], ['F', '孙戊', '1'], ['X', '周己', '1']] as const)
    owners[key] = await addOwner(db, w.companyId, name, type);
  const own = (i: number, key: string, event: '1' | '3' = '1') => ownerEvent(db, w.companyId, w.houses[i]!.id, owners[key]!, event);
  await own(0, 'A');
  await own(1, 'A');
  await own(2, 'D'); // house 3 has no owner: unsold
  await own(4, 'B');
  await own(5, 'C');
  await own(6, 'E');
  await own(6, 'E', '3');
  await own(6, 'F');
});
afterAll(() => t.close());

const ok = async (url: string, body: Record<string, unknown> = {}) => {
  const res = await t.as(w.clerk).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const ballotCount = async (voteId: number) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.ownerBallots).where(eq(schema.ownerBallots.voteId, voteId)))[0]!.n;
const refused = async (url: string, body: Record<string, unknown>, status: number, msg: string, voteId: number) => {
  const before = await ballotCount(voteId);
  const res = await t.as(w.clerk).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  expect(await ballotCount(voteId)).toBe(before);
};
const newVote = async (matterClass = '4', title = '续聘物业服务企业') =>
  e.createVote.output.parse(await ok('/votes', { estateId: w.estateId, title, matterClass, startsOn: '2026-11-01', endsOn: '2026-11-30' }));
const result = async (id: number) => e.result.output.parse((await t.as(w.clerk).get(`/api/owners/votes/${id}/result`)).body.data);

describe('the electorate', () => {
  it('counts heads per unit, one buyer of two units once, the developer’s units as one, the area in full', async () => {
    const vote = await newVote();
    expect(vote).toMatchObject({ totalHeads: 5, totalArea: '700.00', status: 'open', matterName: '选聘和解聘物业服务企业或者其他管理人', special: false });
    const list = e.voters.output.parse((await t.as(w.clerk).get(`/api/owners/votes/${vote.id}/voters`)).body.data);
    expect(list.rows.map((r) => [r.names, r.area, r.developer])).toEqual([
      ['王甲', '200.00', false],
      ['开发商（未售或未交付房屋）', '200.00', true],
      ['李乙', '100.00', false],
      ['赵丙', '100.00', false],
      ['孙戊', '100.00', false],
    ]);
  });

  it('refuses bad input and another company', async () => {
    const bad = await t.as(w.clerk).post('/api/owners/votes', { estateId: w.estateId, title: '改建', matterClass: '10', startsOn: '2026-11-01', endsOn: '2026-11-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('表决事项类别不正确');
    const backwards = await t.as(w.clerk).post('/api/owners/votes', { estateId: w.estateId, title: '改建', matterClass: '7', startsOn: '2026-11-30', endsOn: '2026-11-01' });
    expect([backwards.status, backwards.body.msg]).toEqual([400, '截止日期不能早于开始日期']);
    const foreign = await t.as(w.clerk).post('/api/owners/votes', { estateId: other.estateId, title: '改建', matterClass: '7', startsOn: '2026-11-01', endsOn: '2026-11-30' });
    expect([foreign.status, foreign.body.msg]).toEqual([404, '楼盘不存在']);
    expect((await t.call({ method: 'GET', url: '/api/owners/votes' })).status).toBe(401);
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await t.as(gov).get('/api/owners/votes')).status).toBe(403);
  });
});

describe('a vote', () => {
  it('fails with exactly half of the participating heads agreeing though the area is above half; exact fractions kept', async () => {
    const vote = await newVote();
    const list = e.voters.output.parse((await t.as(w.clerk).get(`/api/owners/votes/${vote.id}/voters`)).body.data);
    await ok(`/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'agree' });
    await ok(`/votes/${vote.id}/ballots`, { voterId: list.rows[2]!.id, choice: 'agree', source: 'owner' });
    await ok(`/votes/${vote.id}/ballots`, { ownerId: owners.C, choice: 'disagree' });
    await ok(`/votes/${vote.id}/ballots`, { ownerId: owners.F, choice: 'abstain' });
    const live = await result(vote.id);
    expect(live.final).toBe(false);
    const closed = e.close.output.parse(await ok(`/votes/${vote.id}/close`));
    expect(closed).toMatchObject({ final: true, passed: false, electorate: { area: '700.00', heads: 5 } });
    expect(closed.participation).toMatchObject({ area: { reduced: '5/7' }, heads: { reduced: '4/5' }, met: true, threshold: '≥ 2/3' });
    expect(closed.agreement).toMatchObject({ area: { numerator: '300.00', denominator: '500.00', reduced: '3/5' }, heads: { reduced: '1/2' }, headsMet: false, threshold: '> 1/2' });
    expect(closed.counts).toEqual({ agree: { heads: 2, area: '300.00' }, disagree: { heads: 1, area: '100.00' }, abstain: { heads: 1, area: '100.00' } });
    expect(await result(vote.id)).toEqual(closed);
  });

  it('passes when three of four participants agree, and fails on participation with two of five', async () => {
    const pass = await newVote('4', '续聘A物业');
    for (const [key, choice] of [['A', 'agree'], ['B', 'agree'], ['C', 'disagree'], ['F', 'agree']] as const) await ok(`/votes/${pass.id}/ballots`, { ownerId: owners[key], choice });
    expect(e.close.output.parse(await ok(`/votes/${pass.id}/close`))).toMatchObject({ passed: true, agreement: { area: { reduced: '4/5' }, heads: { reduced: '3/4' } } });
    const thin = await newVote('4', '续聘B物业');
    for (const key of ['A', 'B'] as const) await ok(`/votes/${thin.id}/ballots`, { ownerId: owners[key], choice: 'agree' });
    const failed = e.close.output.parse(await ok(`/votes/${thin.id}/close`));
    expect(failed).toMatchObject({ passed: false, participation: { area: { reduced: '3/7' }, heads: { reduced: '2/5' }, met: false } });
  });

  it('refuses a second ballot, a non-owner, an owner who moved out, a close twice and a ballot after the close', async () => {
    const vote = await newVote('6', '筹集维修资金');
    expect(vote.special).toBe(true);
    await ok(`/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'agree' });
    await refused(`/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'disagree' }, 409, '该投票人已投票，不能重复投票', vote.id);
    await refused(`/votes/${vote.id}/ballots`, { ownerId: owners.X, choice: 'agree' }, 409, '投票人不是本次表决的业主，不能投票', vote.id);
    await refused(`/votes/${vote.id}/ballots`, { ownerId: owners.E, choice: 'agree' }, 409, '投票人不是本次表决的业主，不能投票', vote.id);
    await refused(`/votes/${vote.id}/ballots`, { ownerId: owners.B }, 400, '请选择同意、反对或弃权', vote.id);
    await ok(`/votes/${vote.id}/close`);
    const twice = await t.as(w.clerk).post(`/api/owners/votes/${vote.id}/close`, {});
    expect([twice.status, twice.body.msg]).toEqual([409, '该表决已结束，不能重复结束']);
    await refused(`/votes/${vote.id}/ballots`, { ownerId: owners.B, choice: 'agree' }, 409, '表决已结束，不能再投票', vote.id);
  });

  it('keeps another company out of the vote', async () => {
    const vote = await newVote();
    expect((await t.as(other.clerk).get(`/api/owners/votes/${vote.id}/result`)).status).toBe(404);
    expect((await t.as(other.clerk).post(`/api/owners/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'agree' })).status).toBe(404);
    expect((await t.as(other.clerk).post(`/api/owners/votes/${vote.id}/close`, {})).status).toBe(404);
    expect(e.listVotes.output.parse((await t.as(other.clerk).get('/api/owners/votes')).body.data).rows).toEqual([]);
    expect(await ballotCount(vote.id)).toBe(0);
  });

  it('exports the ballots as a workbook', async () => {
    const vote = await newVote();
    await ok(`/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'agree' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owners/votes/${vote.id}/ballots/export`,
      headers: await t.as(w.clerk).headers(),
      payload: { usage: '张贴公示', auditor: '王经理', auditDate: '2026.11.30' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('an election', () => {
  it('elects the candidates above half of the participants, at most the seats', async () => {
    const created = await ok('/elections', {
      estateId: w.estateId,
      title: '第二届业主委员会选举',
      seats: 2,
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
      candidates: [{ name: '王甲', ownerId: owners.A }, { name: '李乙', ownerId: owners.B }, { name: '赵丙' }],
    });
    const election = e.createElection.output.parse(created);
    const [c1, c2, c3] = election.candidates.map((c) => c.id);
    await refused(`/votes/${election.id}/ballots`, { ownerId: owners.A, candidateIds: [c1, c2, c3] }, 400, '最多选择2名候选人', election.id);
    await refused(`/votes/${election.id}/ballots`, { ownerId: owners.A, choice: 'agree' }, 400, '选举请选择候选人', election.id);
    await ok(`/votes/${election.id}/ballots`, { ownerId: owners.A, candidateIds: [c1, c2] });
    await ok(`/votes/${election.id}/ballots`, { ownerId: owners.B, candidateIds: [c1, c3] });
    await ok(`/votes/${election.id}/ballots`, { ownerId: owners.C, candidateIds: [c1, c2] });
    await ok(`/votes/${election.id}/ballots`, { ownerId: owners.F, candidateIds: [] });
    const r = e.close.output.parse(await ok(`/votes/${election.id}/close`));
    expect(r.agreement).toBeNull();
    expect(r.candidates.map((c) => [c.name, c.votes.heads, c.votes.area, c.elected])).toEqual([
      ['王甲', 3, '400.00', true],
      ['李乙', 2, '300.00', false],
      ['赵丙', 1, '100.00', false],
    ]);
    expect(r.passed).toBe(true);
  });
});

describe.skipIf(!onPostgres)('ballots at the same time (PostgreSQL)', () => {
  it('20 ballots of one voter at once: exactly one counts, 19 refused in Chinese', async () => {
    const vote = await newVote();
    const cast = () => t.as(w.clerk).post(`/api/owners/votes/${vote.id}/ballots`, { ownerId: owners.A, choice: 'agree' });
    const answers = await Promise.all(Array.from({ length: 20 }, cast));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.msg]).toEqual([409, '该投票人已投票，不能重复投票']);
    expect(await ballotCount(vote.id)).toBe(1);
  });

  it('ballots racing the close: every ballot either counts in the stored result or is refused', async () => {
    const vote = await newVote();
    const keys = ['A', 'B', 'C', 'F'] as const;
    const answers = await Promise.all([
      ...keys.map((k) => t.as(w.clerk).post(`/api/owners/votes/${vote.id}/ballots`, { ownerId: owners[k], choice: 'agree' })),
      t.as(w.clerk).post(`/api/owners/votes/${vote.id}/close`, {}),
      t.as(w.clerk).post(`/api/owners/votes/${vote.id}/close`, {}),
    ]);
    const closes = answers.slice(keys.length);
    expect(closes.filter((a) => a.status === 200)).toHaveLength(1);
    const counted = answers.slice(0, keys.length).filter((a) => a.status === 200).length;
    const stored = await result(vote.id);
    expect(stored.counts!.agree.heads).toBe(counted);
    expect(await ballotCount(vote.id)).toBe(counted);
  });
});
