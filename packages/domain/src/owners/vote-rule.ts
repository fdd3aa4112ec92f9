import { Dec, dec } from '../money/decimal';
import { fractionOf, reaches, thresholdText, type ExactRatio, type Threshold } from './fraction';

// 业主共同决定 by 民法典 第二百七十八条 and 最高人民法院《关于审理建筑物区分所有权纠纷案件适用法律若干问题的解释》
// 第八条、第九条 (docs/decisions.md "Owners' votes"): participation by two thirds of the exclusive area
// and two thirds of the owners; items 6-8 need three quarters of the participating area and
// owners to agree, every other item more than half of each. 以上 includes the figure itself
// (民法典 第一千二百五十九条); 过半数 does not.

/** The nine matters of 民法典 第二百七十八条 第一款. */
export type MatterClass = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export const MATTER_CLASS_NAMES: Readonly<Record<MatterClass, string>> = {
  '1': '制定和修改业主大会议事规则',
  '2': '制定和修改管理规约',
  '3': '选举业主委员会或者更换业主委员会成员',
  '4': '选聘和解聘物业服务企业或者其他管理人',
  '5': '使用建筑物及其附属设施的维修资金',
  '6': '筹集建筑物及其附属设施的维修资金',
  '7': '改建、重建建筑物及其附属设施',
  '8': '改变共有部分的用途或者利用共有部分从事经营活动',
  '9': '有关共有和共同管理权利的其他重大事项',
};

/** Items 6-8: raising the repair fund, rebuilding, changing the use of common parts. */
export const isSpecialMatter = (c: MatterClass) => c === '6' || c === '7' || c === '8';

export const PARTICIPATION: Threshold = { p: 2n, q: 3n, inclusive: true };
export const SPECIAL_AGREEMENT: Threshold = { p: 3n, q: 4n, inclusive: true };
export const ORDINARY_AGREEMENT: Threshold = { p: 1n, q: 2n, inclusive: false };

export const agreementThreshold = (c: MatterClass): Threshold => (isSpecialMatter(c) ? SPECIAL_AGREEMENT : ORDINARY_AGREEMENT);

/**
 * One exclusive unit (专有部分) as the ownership records hold it: its registered exclusive area (㎡,
 * ≤ 2 dp; null counts as 0) and its current owners. `developer` marks a unit the developer has not
 * sold or not delivered (no current owner, or held by an owner of type 3 开发商).
 */
export interface ExclusiveUnit {
  houseId: number;
  area: string | null;
  ownerIds: readonly number[];
  developer: boolean;
}

/** One head (业主人数 1): the units that count as one owner and their area together. */
export interface EligibleVoter {
  /** 'developer', or the unit's owner ids sorted and joined by ','. */
  key: string;
  ownerIds: number[];
  developer: boolean;
  houseIds: number[];
  /** Σ registered exclusive area, ㎡, 2 dp. */
  area: string;
}

export const DEVELOPER_KEY = 'developer';

/**
 * The eligible voters of an estate: heads per exclusive unit, except that one buyer with several
 * units counts once (the same owner set) and the developer's unsold or undelivered units count as
 * one together (司法解释 第九条). Areas summed exactly. Voters ordered by their first house id.
 */
export function eligibleVoters(units: readonly ExclusiveUnit[]): EligibleVoter[] {
  const byKey = new Map<string, EligibleVoter>();
  for (const u of [...units].sort((a, b) => a.houseId - b.houseId)) {
    const ownerIds = [...new Set(u.ownerIds)].sort((a, b) => a - b);
    const developer = u.developer || ownerIds.length === 0;
    const key = developer ? DEVELOPER_KEY : ownerIds.join(',');
    const area = dec(u.area ?? '0');
    if (area.isNegative() || area.decimalPlaces() > 2) throw new RangeError(`专有部分面积不正确：${u.area}`);
    const voter = byKey.get(key);
    if (voter) {
      voter.houseIds.push(u.houseId);
      voter.area = dec(voter.area).plus(area).toFixed(2);
      if (developer) voter.ownerIds = [...new Set([...voter.ownerIds, ...ownerIds])].sort((a, b) => a - b);
    } else {
      byKey.set(key, { key, ownerIds, developer, houseIds: [u.houseId], area: area.toFixed(2) });
    }
  }
  return [...byKey.values()];
}

export type Choice = 'agree' | 'disagree' | 'abstain';

/** What the vote is counted against: every eligible voter's area and the head count. */
export interface Electorate {
  area: string;
  heads: number;
}

export const electorateOf = (voters: readonly Pick<EligibleVoter, 'area'>[]): Electorate => ({
  area: voters.reduce((sum, v) => sum.plus(dec(v.area)), new Dec(0)).toFixed(2),
  heads: voters.length,
});

/** One counted ballot: its voter's area and the choice. */
export interface CountedBallot {
  area: string;
  choice: Choice;
}

export interface RatioCheck {
  area: ExactRatio;
  heads: ExactRatio;
  areaMet: boolean;
  headsMet: boolean;
  met: boolean;
  threshold: string;
}

export interface VoteTally {
  matterClass: MatterClass;
  special: boolean;
  electorate: Electorate;
  counts: Record<Choice, { heads: number; area: string }>;
  /** Participating area and heads over the whole electorate. */
  participation: RatioCheck;
  /** Agreeing area and heads over the participating ones. */
  agreement: RatioCheck;
  passed: boolean;
}

/** Both ratios of one test (area and heads as [part, whole]) against a threshold. */
export function ratioCheck(area: [string, string], heads: [number, number], t: Threshold): RatioCheck {
  const areaMet = reaches(area[0], area[1], t);
  const headsMet = reaches(String(heads[0]), String(heads[1]), t);
  return {
    area: fractionOf(area[0], area[1]),
    heads: fractionOf(String(heads[0]), String(heads[1])),
    areaMet,
    headsMet,
    met: areaMet && headsMet,
    threshold: thresholdText(t),
  };
}

/**
 * The result of a matter: every ballot cast (agree, disagree or abstain) takes part; the matter
 * passes when participation reaches two thirds by area and by head and the agreeing area and
 * heads reach the matter's threshold of the participating ones. Exact: areas as hundredths.
 */
export function tallyVote(matterClass: MatterClass, electorate: Electorate, ballots: readonly CountedBallot[]): VoteTally {
  const counts: Record<Choice, { heads: number; area: Dec }> = {
    agree: { heads: 0, area: new Dec(0) },
    disagree: { heads: 0, area: new Dec(0) },
    abstain: { heads: 0, area: new Dec(0) },
  };
  for (const b of ballots) {
    counts[b.choice].heads += 1;
    counts[b.choice].area = counts[b.choice].area.plus(dec(b.area));
  }
  const partArea = counts.agree.area.plus(counts.disagree.area).plus(counts.abstain.area).toFixed(2);
  const partHeads = ballots.length;
  const participation = ratioCheck([partArea, electorate.area], [partHeads, electorate.heads], PARTICIPATION);
  const agreement = ratioCheck([counts.agree.area.toFixed(2), partArea], [counts.agree.heads, partHeads], agreementThreshold(matterClass));
  const text = (c: { heads: number; area: Dec }) => ({ heads: c.heads, area: c.area.toFixed(2) });
  return {
    matterClass,
    special: isSpecialMatter(matterClass),
    electorate,
    counts: { agree: text(counts.agree), disagree: text(counts.disagree), abstain: text(counts.abstain) },
    participation,
    agreement,
    passed: participation.met && agreement.met,
  };
}
