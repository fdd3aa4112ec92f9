import { BALLOT_CHOICES, BALLOT_SOURCES, MATTER_CLASSES, VOTE_KINDS, VOTE_STATUSES } from '@pm/domain';
import { z } from 'zod';
import { maxChars } from '../core/text';
import { AreaText } from '../core/decimals';
import { Day, decimalText, Id, Money } from '../charging/charging.schemas';

// Shared shapes of the owners' accounts and decisions (issue 15). Amounts and areas travel as
// decimal text; ratios as exact fractions (numerator, denominator, reduced), never floats.

export { Day, Id, Money };

/** ㎡ with 2 decimals, as answered. */
export const Area = AreaText;
export const Amount = decimalText('金额', 2, { positive: true });
/** A local repair-fund rate, 元/㎡ with up to 4 decimals. */
export const Rate = decimalText('单价', 4, { positive: true });
export const Summary = z.string({ error: '请填写摘要' }).trim().min(1, '请填写摘要').check(maxChars(200));
export const SourceDoc = z.string({ error: '请填写来源单据' }).trim().min(1, '请填写来源单据').check(maxChars(100));

/** 民法典 第二百七十八条 第一款 items 1-9. */
export const MatterClass = z.enum(MATTER_CLASSES, { error: '表决事项类别不正确' });
export const VoteKind = z.enum(VOTE_KINDS);
export const VoteStatus = z.enum(VOTE_STATUSES);
export const Choice = z.enum(BALLOT_CHOICES, { error: '表决意见不正确' });
export const BallotSource = z.enum(BALLOT_SOURCES, { error: '投票方式不正确' });

/** An account entry as answered: signed amount, balance after, the source document. */
export const AccountEntry = z.object({
  id: z.number(),
  seq: z.number(),
  kind: z.string(),
  kindName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  amount: Money,
  balanceAfter: Money,
  entryDate: z.string(),
  summary: z.string(),
  sourceDoc: z.string(),
  houseId: z.number().nullable(),
  houseCode: z.string().nullable(),
  createdAt: z.string(),
});

/** An exact ratio: the two sides, the reduced fraction and a percentage for reading only. */
export const Ratio = z.object({ numerator: z.string(), denominator: z.string(), reduced: z.string(), percent: z.string() });
export const RatioCheck = z.object({ area: Ratio, heads: Ratio, areaMet: z.boolean(), headsMet: z.boolean(), met: z.boolean(), threshold: z.string() });

export const VoteRow = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  kind: VoteKind,
  title: z.string(),
  matterClass: MatterClass,
  matterName: z.string(),
  special: z.boolean(),
  description: z.string(),
  seats: z.number().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: VoteStatus,
  totalArea: Area,
  totalHeads: z.number(),
  ballots: z.number(),
  passed: z.boolean().nullable(),
  closedAt: z.string().nullable(),
  /** The meeting the matter is put to (会务管理), if any. */
  meetingId: z.number().nullable(),
  meetingSubject: z.string().nullable(),
  /** Committee members registered from this election (登记当选成员); 0 for a vote. */
  members: z.number(),
  candidates: z.array(z.object({ id: z.number(), seq: z.number(), name: z.string(), ownerId: z.number().nullable(), remark: z.string() })),
});
