import { Dec, dec } from '../money/decimal';
import { ORDINARY_AGREEMENT, ratioCheck, tallyVote, type Electorate, type RatioCheck, type VoteTally } from './vote-rule';

/** One election ballot: its voter's area and the candidates marked (none: the voter abstains). */
export interface ElectionBallot {
  area: string;
  candidateIds: readonly number[];
}

export interface CandidateResult {
  candidateId: number;
  /** Votes for the candidate over the participating area and heads. */
  agreement: RatioCheck;
  votes: { heads: number; area: string };
  elected: boolean;
}

export interface ElectionTally {
  seats: number;
  participation: VoteTally['participation'];
  candidates: CandidateResult[];
  /** Participation met and at least one seat filled. */
  valid: boolean;
}

/** The ballot's problem, if any: more marks than seats, a mark repeated, a mark off the list. */
export function electionBallotProblem(seats: number, candidateIds: readonly number[], marks: readonly number[]): string | null {
  if (new Set(marks).size !== marks.length) return '同一候选人只能选一次';
  if (marks.length > seats) return `最多选择${seats}名候选人`;
  const known = new Set(candidateIds);
  if (marks.some((m) => !known.has(m))) return '所选候选人不在候选名单中';
  return null;
}

/**
 * 选举业主委员会 is item 3 of 民法典 第二百七十八条: participation as for any matter (a ballot with no
 * mark still takes part), and a candidate qualifies with more than half of the participating area
 * and more than half of the participating heads. When more qualify than there are seats, the larger
 * agreeing area wins, then more heads, then the candidate listed first. Nobody is elected without
 * participation.
 */
export function tallyElection(seats: number, candidateIds: readonly number[], electorate: Electorate, ballots: readonly ElectionBallot[]): ElectionTally {
  const { participation, counts } = tallyVote('3', electorate, ballots.map((b) => ({ area: b.area, choice: 'abstain' as const })));
  const partArea = counts.abstain.area;
  const partHeads = ballots.length;
  const per = candidateIds.map((candidateId, order) => {
    let area = new Dec(0);
    let heads = 0;
    for (const b of ballots)
      if (b.candidateIds.includes(candidateId)) {
        area = area.plus(dec(b.area));
        heads += 1;
      }
    const agreement = ratioCheck([area.toFixed(2), partArea], [heads, partHeads], ORDINARY_AGREEMENT);
    return { candidateId, order, area, heads, agreement };
  });
  const ranked = per
    .filter((p) => participation.met && p.agreement.met)
    .sort((a, b) => b.area.comparedTo(a.area) || b.heads - a.heads || a.order - b.order)
    .slice(0, seats);
  const elected = new Set(ranked.map((p) => p.candidateId));
  return {
    seats,
    participation,
    candidates: per.map((p) => ({
      candidateId: p.candidateId,
      agreement: p.agreement,
      votes: { heads: p.heads, area: p.area.toFixed(2) },
      elected: elected.has(p.candidateId),
    })),
    valid: elected.size > 0,
  };
}
