import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { memberRecord, ownerVoteEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { addOwner, ownerEvent } from '../../../test/factories/owners';

// A vote put to a meeting (会务管理) of its estate and company, the meeting's votes, archiving held
// back by an open vote, the committee members an election produced with their term, and 大会档案
// grouped by meeting; another estate's, another company's and an archived meeting refused.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let secondEstate: number;
const owners: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, Array.from({ length: 4 }, () => ({ buildArea: '100.00' })));
  other = await buildChargingWorld(db, [{}]);
  const [estate] = await db.insert(schema.estates).values({ companyId: w.companyId, code: `SE${w.companyId}`, name: '第二花园', chargeArea: '1' }).returning();
  secondEstate = estate!.id;
  for (const [i, key, name] of [[0, 'A', '王甲'], [1, 'B', '李乙'], [2, 'C', '赵丙'], [3, 'D', '钱丁']] as const) {
    owners[key] = await addOwner(db, w.companyId, name);
    await ownerEvent(db, w.companyId, w.houses[i]!.id, owners[key]);
  }
  await db.update(schema.owners).set({ mobile: '13900000001' }).where(eq(schema.owners.id, owners.A!));
});
afterAll(() => t.close());

const meetingUrl = '/api/records/meeting-office';
const meeting = async (who: ChargingWorld, extra: Record<string, unknown> = {}) => {
  const res = await t.as(who.clerk).post<{ id: number }>(meetingUrl, {
    subject: '2026年第一次业主大会',
    meetingType: '1',
    estateId: who.estateId,
    startAt: '2026-11-20 19:00',
    place: '会所多功能厅',
    attendees: '全体业主',
    status: '1',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
};
const voteCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.ownerVotes).where(eq(schema.ownerVotes.companyId, w.companyId)))[0]!.n;
const voteBody = (meetingId: number, title = '续聘物业服务企业') => ({ estateId: w.estateId, title, matterClass: '4', startsOn: '2026-11-20', endsOn: '2026-11-30', meetingId });
const ok = async (url: string, body: Record<string, unknown> = {}) => {
  const res = await t.as(w.clerk).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const refusedVote = async (body: Record<string, unknown>, status: number, msg: string) => {
  const before = await voteCount();
  const res = await t.as(w.clerk).post('/api/owners/votes', body);
  expect([res.status, res.body.msg]).toEqual([status, msg]);
  expect(await voteCount()).toBe(before);
};
const archive = (id: number) => t.as(w.clerk).edit(`${meetingUrl}/${id}`, { id, status: '3', minutes: '表决结果已公示' });

describe('a vote put to a meeting', () => {
  it('links the vote, lists it under the meeting, and keeps another company out of the list', async () => {
    const m = await meeting(w);
    const vote = e.createVote.output.parse(await ok('/votes', voteBody(m)));
    expect(vote).toMatchObject({ meetingId: m, meetingSubject: '2026年第一次业主大会', status: 'open' });
    const listed = e.listVotes.output.parse((await t.as(w.clerk).get(`/api/owners/votes?meetingId=${m}`)).body.data);
    expect(listed.rows.map((r) => r.id)).toEqual([vote.id]);
    expect(e.listVotes.output.parse((await t.as(other.clerk).get(`/api/owners/votes?meetingId=${m}`)).body.data).rows).toEqual([]);
  });

  it('refuses another estate’s, another company’s, an archived and a non-owners’ meeting, writing nothing', async () => {
    const elsewhere = await meeting(w, { estateId: secondEstate });
    await refusedVote(voteBody(elsewhere), 409, '该会议不属于本楼盘');
    const theirs = await meeting(other);
    await refusedVote(voteBody(theirs), 404, '会议不存在');
    const routine = await meeting(w, { meetingType: '3', subject: '物业服务月度例会' });
    await refusedVote(voteBody(routine), 409, '只有业主大会或业委会会议可以关联表决');
    const done = await meeting(w, { status: '3', minutes: '已召开' });
    await refusedVote(voteBody(done), 409, '会议已归档，不能再关联表决');
    await refusedVote({ ...voteBody(0), meetingId: 'x' }, 400, 'meetingId：请选择会议');
  });

  it('an owners’ meeting needs its estate', async () => {
    const res = await t.as(w.clerk).post(meetingUrl, { subject: '业委会会议', meetingType: '2', startAt: '2026-11-20 19:00', place: '会所', attendees: '委员', status: '1' });
    expect([res.status, res.body.msg]).toEqual([400, '业主大会、业委会会议须选择楼盘']);
  });

  it('is not archived while a vote is open, keeps its estate and type and is not deleted once it has votes', async () => {
    const m = await meeting(w);
    const vote = e.createVote.output.parse(await ok('/votes', voteBody(m)));
    const held = await archive(m);
    expect([held.status, held.body.msg]).toEqual([409, '会议还有未结束的表决，不能归档']);
    const moved = await t.as(w.clerk).edit(`${meetingUrl}/${m}`, { id: m, estateId: secondEstate });
    expect([moved.status, moved.body.msg]).toEqual([409, '会议已关联表决，不能删除或更改楼盘、会议类型']);
    const removed = await t.as(w.clerk).del(`${meetingUrl}/${m}`);
    expect([removed.status, removed.body.msg]).toEqual([409, '会议已关联表决，不能删除或更改楼盘、会议类型']);
    await ok(`/votes/${vote.id}/close`);
    expect((await archive(m)).status).toBe(200);
  });

  it('the database refuses what the checks let through: a vote on an archived meeting, archiving over an open vote', async () => {
    const db = t.database.db;
    const m = await meeting(w);
    const open = e.createVote.output.parse(await ok('/votes', voteBody(m)));
    await expect(db.update(schema.meetings).set({ status: '3', minutes: '纪要' }).where(eq(schema.meetings.id, m))).rejects.toThrow();
    await expect(db.update(schema.ownerVotes).set({ meetingId: null }).where(eq(schema.ownerVotes.id, open.id))).rejects.toThrow();
    const done = await meeting(w, { status: '3', minutes: '纪要' });
    const row = { companyId: w.companyId, estateId: w.estateId, kind: 'vote', title: '直接写入', matterClass: '4', startsOn: '2026-11-01', endsOn: '2026-11-02', totalArea: '1.00', totalHeads: 1 };
    await expect(db.insert(schema.ownerVotes).values({ ...row, meetingId: done })).rejects.toThrow();
    await expect(db.insert(schema.ownerVotes).values({ ...row, companyId: other.companyId, estateId: other.estateId, meetingId: m })).rejects.toThrow();
  });
});

describe('the members an election produced', () => {
  const elect = async (meetingId: number) => {
    const election = e.createElection.output.parse(
      await ok('/elections', {
        estateId: w.estateId,
        title: '第二届业主委员会选举',
        seats: 2,
        startsOn: '2026-11-20',
        endsOn: '2026-11-30',
        meetingId,
        candidates: [{ name: '王甲', ownerId: owners.A }, { name: '李乙', ownerId: owners.B }, { name: '赵丙' }],
      }),
    );
    const [a, b, c] = election.candidates.map((x) => x.id) as [number, number, number];
    for (const key of ['A', 'B', 'C'] as const) await ok(`/votes/${election.id}/ballots`, { ownerId: owners[key], candidateIds: [a, c] });
    await ok(`/votes/${election.id}/ballots`, { ownerId: owners.D, candidateIds: [b] });
    return { election, a, b, c };
  };
  const members = (id: number, body: Record<string, unknown>) => t.as(w.clerk).post(`/api/owners/elections/${id}/members`, { termStart: '2026-12-01', termEnd: '2031-11-30', ...body });

  it('refuses before the close, a candidate not elected, a missing phone and a term over five years; then writes the members with their term', async () => {
    const { election, a, b, c } = await elect(await meeting(w));
    const early = await members(election.id, { members: [{ candidateId: a }] });
    expect([early.status, early.body.msg]).toEqual([409, '选举尚未结束，不能登记当选成员']);
    await ok(`/votes/${election.id}/close`);
    const loser = await members(election.id, { members: [{ candidateId: b, phone: '13900000002' }] });
    expect([loser.status, loser.body.msg]).toEqual([400, '候选人“李乙”未当选']);
    const silent = await members(election.id, { members: [{ candidateId: a, position: '1' }, { candidateId: c }] });
    expect([silent.status, silent.body.msg]).toEqual([400, '请填写当选成员“赵丙”的联系电话']);
    const long = await members(election.id, { termEnd: '2031-12-01', members: [{ candidateId: a }] });
    expect([long.status, long.body.msg]).toEqual([400, '业委会每届任期不超过五年']);
    const theirs = await t.as(other.clerk).post(`/api/owners/elections/${election.id}/members`, { termStart: '2026-12-01', termEnd: '2031-11-30', members: [{ candidateId: a }] });
    expect([theirs.status, theirs.body.msg]).toEqual([404, '表决不存在']);

    const written = e.electedMembers.output.parse(await ok(`/elections/${election.id}/members`, { termStart: '2026-12-01', termEnd: '2031-11-30', members: [{ candidateId: a, position: '1' }, { candidateId: c, phone: '13900000003' }] }));
    expect(written.rows.map((r) => [r.memberName, r.position, r.phone, r.houseId, r.termStart, r.termEnd])).toEqual([
      ['王甲', '1', '13900000001', w.houses[0]!.id, '2026-12-01', '2031-11-30'],
      ['赵丙', '3', '13900000003', null, '2026-12-01', '2031-11-30'],
    ]);
    const again = await members(election.id, { members: [{ candidateId: a }] });
    expect([again.status, again.body.msg]).toEqual([409, '该选举的当选成员已登记']);
    const list = (await t.as(w.clerk).get<{ rows: unknown[] }>('/api/records/member?size=50')).body.data.rows.map((r) => memberRecord.row.parse(r));
    expect(list.filter((r) => r.electionTitle === '第二届业主委员会选举').map((r) => [r.memberName, r.termStart, r.termEnd, r.status])).toEqual(
      expect.arrayContaining([['王甲', '2026-12-01', '2031-11-30', '1'], ['赵丙', '2026-12-01', '2031-11-30', '1']]),
    );
    expect((await t.as(other.clerk).get<{ rows: { id: number }[] }>('/api/records/member?size=50')).body.data.rows).toEqual([]);
    expect(e.listVotes.output.parse((await t.as(w.clerk).get(`/api/owners/votes?kind=election`)).body.data).rows.find((r) => r.id === election.id)?.members).toBe(2);
  });

  it('stores 任期届满 on a write past the term’s end, and leaves a listed member’s row unwritten (the daily job marks it)', async () => {
    const url = '/api/records/member';
    const body = { memberName: '孙戊', position: '3', phone: '13900000009', termStart: '2019-01-01', termEnd: '2023-12-31', status: '1' };
    const created = await t.as(w.clerk).post<{ id: number }>(url, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(memberRecord.row.parse(created.body.data).status).toBe('3');
    // A term that ended after its last write: 在任 until the job (office/term-ends.job.ts) runs.
    const [past] = await t.database.db
      .insert(schema.committeeMembers)
      .values({ companyId: w.companyId, memberName: '周己', position: '3', phone: '13900000010', termStart: '2020-01-01', termEnd: '2024-12-31', status: '1' })
      .returning({ id: schema.committeeMembers.id, version: schema.committeeMembers.version });
    const listed = (await t.as(w.clerk).get<{ rows: unknown[] }>(`${url}?size=50`)).body.data.rows.map((r) => memberRecord.row.parse(r));
    expect(listed.find((r) => r.id === past!.id)?.status).toBe('1');
    expect(memberRecord.row.parse((await t.as(w.clerk).get(`${url}/${past!.id}`)).body.data).status).toBe('1');
    const [stored] = await t.database.db
      .select({ status: schema.committeeMembers.status, version: schema.committeeMembers.version })
      .from(schema.committeeMembers)
      .where(eq(schema.committeeMembers.id, past!.id));
    expect(stored).toEqual({ status: '1', version: past!.version });
    // A form opened before those reads still saves (no stale version), and the write stores 任期届满.
    const edited = await t.as(w.clerk).put(`${url}/${past!.id}`, { id: past!.id, remark: '第一届', version: past!.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(memberRecord.row.parse(edited.body.data).status).toBe('3');
    const renewed = await t.as(w.clerk).edit(`${url}/${created.body.data.id}`, { id: created.body.data.id, termStart: '2024-01-01', termEnd: '2028-12-31' });
    expect(memberRecord.row.parse(renewed.body.data).status).toBe('1');
  });
});

describe('大会档案', () => {
  it('groups the estate’s votes by meeting, lists the rest apart, and keeps another company out', async () => {
    const m = await meeting(w, { subject: '2026年第二次业主大会', startAt: '2026-12-20 19:00' });
    const linked = e.createVote.output.parse(await ok('/votes', voteBody(m, '调整停车费')));
    const loose = e.createVote.output.parse(await ok('/votes', { ...voteBody(m, '增设充电桩'), meetingId: undefined }));
    const answer = e.archive.output.parse((await t.as(w.clerk).get(`/api/owners/archive?estateId=${w.estateId}`)).body.data);
    const group = answer.meetings.find((x) => x.id === m)!;
    expect(group).toMatchObject({ subject: '2026年第二次业主大会', typeName: '业主大会', statusName: '筹备中' });
    expect(group.votes.map((v) => v.title)).toEqual(['调整停车费']);
    expect(answer.meetings.flatMap((x) => x.votes).map((v) => v.id)).not.toContain(loose.id);
    expect(answer.unlinked.map((v) => v.id)).toContain(loose.id);
    expect(answer.unlinked.map((v) => v.id)).not.toContain(linked.id);
    expect(answer.meetings.every((x) => x.meetingType === '1' || x.meetingType === '2')).toBe(true);
    const theirs = await t.as(other.clerk).get(`/api/owners/archive?estateId=${w.estateId}`);
    expect([theirs.status, theirs.body.msg]).toEqual([404, '楼盘不存在']);
    expect((await t.call({ method: 'GET', url: `/api/owners/archive?estateId=${w.estateId}` })).status).toBe(401);
  });
});

describe.skipIf(!onPostgres)('at the same time (PostgreSQL)', () => {
  it('archiving races votes put to the meeting: never an archived meeting with an open vote', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await meeting(w);
      const answers = await Promise.all([
        t.as(w.clerk).post('/api/owners/votes', voteBody(m, `并发表决${round}-1`)),
        archive(m),
        t.as(w.clerk).post('/api/owners/votes', voteBody(m, `并发表决${round}-2`)),
      ]);
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const [row] = await t.database.db.execute<{ status: string; open: number }>(
        sql`select m.status, (select count(*)::int from owner_votes v where v.meeting_id = m.id and v.status = 'open') as open from meetings m where m.id = ${m}`,
      );
      expect(row!.status === '3' && row!.open > 0).toBe(false);
      expect(row!.open).toBe([answers[0], answers[2]].filter((a) => a !== undefined).filter((a) => a.status === 200).length);
    }
  });

  it('two registrations of one election at once: exactly one writes the members', async () => {
    const election = e.createElection.output.parse(
      await ok('/elections', { estateId: w.estateId, title: '补选', seats: 1, startsOn: '2026-11-20', endsOn: '2026-11-30', candidates: [{ name: '王甲', ownerId: owners.A }] }),
    );
    const a = election.candidates[0]!.id;
    for (const key of ['A', 'B', 'C', 'D'] as const) await ok(`/votes/${election.id}/ballots`, { ownerId: owners[key], candidateIds: [a] });
    await ok(`/votes/${election.id}/close`);
    const send = () => t.as(w.clerk).post(`/api/owners/elections/${election.id}/members`, { termStart: '2026-12-01', termEnd: '2031-11-30', members: [{ candidateId: a }] });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    for (const x of answers.filter((y) => y.status !== 200)) expect([x.status, x.body.msg]).toEqual([409, '该选举的当选成员已登记']);
    const [n] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from committee_members where election_id = ${election.id}`);
    expect(n!.n).toBe(1);
  });
});
