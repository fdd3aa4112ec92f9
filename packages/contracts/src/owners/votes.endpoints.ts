import { z } from 'zod';
import { idOf, integer } from '../core/integers';
import { FIXED_DICTIONARY_CODES, isPhone } from '@pm/domain';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { ExportPurpose } from '../records/records.endpoints';
import { Area, BallotSource, Choice, Day, Id, MatterClass, RatioCheck, VoteKind, VoteRow, VoteStatus } from './owners.schemas';

const tag = 'owners';
const roles: readonly Role[] = ['emp', 'sa'];

// 投票表决 (owners/decision/votes) and 选举管理 (owners/decision/elections): a matter of 民法典
// 第二百七十八条 with its eligible voters written from the ownership records at creation, one ballot
// per voter, and the result by the double majority (participation ≥ 2/3 of the area and heads;
// items 6-8 ≥ 3/4 of the participants' area and heads agree, others > 1/2), ratios kept exact.

const Title = z.string({ error: '请填写表决事项' }).trim().min(1, '请填写表决事项').check(maxChars(200));
const Description = z.string().trim().check(maxChars(2000)).default('');

/** The meeting (会务管理, a 业主大会 or 业委会会议 of the same estate, not archived) the matter is put to. */
const MeetingId = idOf('请选择会议').optional();

export const CreateVoteInput = z.object({ estateId: Id, title: Title, matterClass: MatterClass, description: Description, startsOn: Day, endsOn: Day, meetingId: MeetingId });
export const CandidateInput = z.object({
  name: z.string({ error: '请填写候选人姓名' }).trim().min(1, '请填写候选人姓名').check(maxChars(50)),
  ownerId: Id.optional(),
  remark: z.string().trim().check(maxChars(200)).default(''),
});
export const CreateElectionInput = z.object({
  estateId: Id,
  title: Title,
  description: Description,
  seats: integer(z.number({ error: '应选人数必须是整数' }).int('应选人数必须是整数').min(1, '应选人数至少为1').max(50, '应选人数最多50')),
  startsOn: Day,
  endsOn: Day,
  candidates: z.array(CandidateInput).min(1, '请填写候选人').max(100, '候选人最多100名'),
  meetingId: MeetingId,
});
export const VoteListQuery = z.object({ estateId: Id.optional(), kind: VoteKind.optional(), status: VoteStatus.optional(), meetingId: Id.optional() });

/** 登记当选成员: the term and, per elected candidate, the position and phone (default: the candidate owner's mobile). */
export const ElectedMembersInput = z.object({
  id: Id,
  termStart: Day,
  termEnd: Day,
  members: z
    .array(
      z.object({
        candidateId: Id,
        position: z.enum(FIXED_DICTIONARY_CODES.committee_position, { error: '职务不正确' }).default('3'),
        phone: z.string().trim().refine(isPhone, { error: '联系电话格式不正确' }).optional(),
      }),
    )
    .min(1, '请选择当选成员')
    .max(50, '当选成员最多50名'),
});
export const ElectedMember = z.object({ id: z.number(), candidateId: z.number(), memberName: z.string(), position: z.string(), phone: z.string(), houseId: z.number().nullable(), termStart: z.string(), termEnd: z.string() });

/** 大会档案: an estate's owners' meetings with the votes put to them, and the votes put to none. */
export const ArchiveMeeting = z.object({
  id: z.number(),
  subject: z.string(),
  meetingType: z.string(),
  typeName: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  place: z.string(),
  host: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  minutes: z.string().nullable(),
  votes: z.array(VoteRow),
});
export const ArchiveAnswer = z.object({ meetings: z.array(ArchiveMeeting), unlinked: z.array(VoteRow) });

export const VoterRow = z.object({
  id: z.number(),
  seq: z.number(),
  names: z.string(),
  houses: z.string(),
  developer: z.boolean(),
  ownerIds: z.array(z.number()),
  area: Area,
  ballot: z
    .object({ id: z.number(), choice: Choice.nullable(), candidateIds: z.array(z.number()).nullable(), source: BallotSource, recordedAt: z.string() })
    .nullable(),
});
export const VotersAnswer = z.object({ vote: VoteRow, rows: z.array(VoterRow) });

export const BallotInput = z.object({
  id: Id,
  /** The voter on the list, or one of its owners. */
  voterId: Id.optional(),
  ownerId: Id.optional(),
  choice: Choice.optional(),
  candidateIds: z.array(Id).max(50).optional(),
  source: BallotSource.default('paper'),
});
export const Ballot = z.object({ id: z.number(), voteId: z.number(), voterId: z.number(), names: z.string(), choice: Choice.nullable(), candidateIds: z.array(z.number()).nullable(), source: BallotSource });

const Tally = z.object({ heads: z.number(), area: Area });
export const VoteResult = z.object({
  vote: VoteRow,
  /** true once closed: the stored tally; false: the count so far. */
  final: z.boolean(),
  electorate: z.object({ area: Area, heads: z.number() }),
  participation: RatioCheck,
  /** Agreement of the participants (a vote; null for an election). */
  agreement: RatioCheck.nullable(),
  counts: z.object({ agree: Tally, disagree: Tally, abstain: Tally }).nullable(),
  candidates: z.array(z.object({ candidateId: z.number(), name: z.string(), votes: Tally, agreement: RatioCheck, elected: z.boolean() })),
  passed: z.boolean(),
});

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'GET', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/owners${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const ownerVoteEndpoints = {
  createVote: post('/votes', CreateVoteInput, VoteRow, '发起表决：事项及其法定类别，按产权记录确定投票人（一户一人，同一买受人多套按一人，开发商未售房屋合计一人）', writes('meeting_decision-votes', 'meeting_decision-elections')),
  createElection: post('/elections', CreateElectionInput, VoteRow, '发起业委会选举：候选人名单与应选人数', writes('meeting_decision-elections')),
  listVotes: get('/votes', VoteListQuery, z.object({ rows: z.array(VoteRow) }), '表决与选举列表', reads('meeting_decision-votes', 'meeting_decision-elections', 'meeting_archive-index', 'meeting_accounts-repair-fund', 'meeting_decision-outsourcing', 'meeting_public-vote', 'meeting_meeting-office')),
  voters: get('/votes/:id/voters', z.object({ id: Id }), VotersAnswer, '投票人名单：每人的房屋、专有部分面积与投票情况', reads('meeting_decision-votes', 'meeting_decision-elections', 'meeting_archive-index', 'meeting_accounts-repair-fund', 'meeting_decision-outsourcing', 'meeting_public-vote', 'meeting_meeting-office')),
  recordBallot: post('/votes/:id/ballots', BallotInput, Ballot, '录入选票：每位投票人一票（同意、反对、弃权；选举为所选候选人）', writes('meeting_decision-votes', 'meeting_decision-elections')),
  close: post('/votes/:id/close', z.object({ id: Id }), VoteResult, '结束表决：计票并保存结果，结束后不能再投票或重复结束', writes('meeting_decision-votes', 'meeting_decision-elections')),
  result: get('/votes/:id/result', z.object({ id: Id }), VoteResult, '表决结果：参与与同意的面积、人数比例（精确分数）及法定门槛', reads('meeting_decision-votes', 'meeting_decision-elections', 'meeting_archive-index', 'meeting_accounts-repair-fund', 'meeting_decision-outsourcing', 'meeting_public-vote', 'meeting_meeting-office')),
  electedMembers: post('/elections/:id/members', ElectedMembersInput, z.object({ rows: z.array(ElectedMember) }), '登记当选成员：按选举结果把当选候选人登记为业委会成员，并记录任期（每届不超过五年）', writes('meeting_decision-elections')),
  archive: get('/archive', z.object({ estateId: Id }), ArchiveAnswer, '大会档案：楼盘的业主大会、业委会会议及其表决、结果；未关联会议的表决单列', reads('meeting_decision-votes', 'meeting_decision-elections', 'meeting_archive-index', 'meeting_accounts-repair-fund', 'meeting_decision-outsourcing', 'meeting_public-vote', 'meeting_meeting-office')),
  exportBallots: defineEndpoint({
    method: 'POST',
    path: '/api/owners/votes/:id/ballots/export',
    input: z.object({ id: Id }).extend(ExportPurpose.shape),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('meeting_decision-votes', 'meeting_decision-elections'),
    roles,
    summary: '导出选票（Excel）：投票人、房屋、面积与意见',
    tag,
  }),
};
