import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';

// 业主端 votes: the open votes and elections in which an owner on file with the phone is on the voter list (one head:
// owners and houses as written when the vote was made) for a house the owner still holds; the voter's standing ballot
// is its latest revision (votes.repo latestBallot).

export type OwnerVoteDbRow = {
  id: number;
  company_id: number;
  estate_name: string;
  kind: 'vote' | 'election';
  title: string;
  description: string;
  matter_class: string;
  seats: number | null;
  starts_on: string;
  ends_on: string;
  status: 'open' | 'closed';
  voter_id: number;
  names: string;
  houses: string;
  area: string;
  choice: 'agree' | 'disagree' | 'abstain' | null;
  candidate_ids: number[] | null;
  source: 'paper' | 'owner' | null;
  recorded_at: string | null;
  revision: number | null;
  candidates: { id: number; name: string; remark: string }[];
};

export async function ownerVotes(db: DbOrTx, phone: string, ownerHouseIds: readonly number[], voteId?: number) {
  if (ownerHouseIds.length === 0) return [];
  return db.execute<OwnerVoteDbRow>(sql`
    select distinct on (v.id) v.id, v.company_id, es.name as estate_name, v.kind, v.title, v.description, v.matter_class, v.seats,
      v.starts_on::text as starts_on, v.ends_on::text as ends_on, v.status, vv.id as voter_id, vv.names, vv.houses, vv.area::text as area,
      b.choice, b.candidate_ids, b.source, ${isoOf(sql`b.recorded_at`)} as recorded_at, b.revision,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'remark', c.remark) order by c.seq)
        from owner_vote_candidates c where c.vote_id = v.id), '[]'::json) as candidates
    from owners o
    join owner_vote_voters vv on vv.company_id = o.company_id and vv.owner_ids @> jsonb_build_array(o.id)
    join owner_votes v on v.id = vv.vote_id
    join estates es on es.id = v.estate_id
    left join lateral (select * from owner_ballots b where b.vote_id = v.id and b.voter_id = vv.id order by b.revision desc limit 1) b on true
    where o.mobile = ${phone} and o.deleted_at is null
      and exists (select 1 from jsonb_array_elements_text(vv.house_ids) x where x::bigint = any(${`{${ownerHouseIds.join(',')}}`}::bigint[]))
      ${voteId === undefined ? sql`and v.status = 'open'` : sql`and v.id = ${voteId}`}
    order by v.id desc, vv.id`);
}

/** Serialises ballots of one voter (two taps at once make one revision after the other, never the same one twice). */
export async function lockVoter(tx: DbOrTx, voteId: number, voterId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ballot:${voteId}:${voterId}`}, 0))`);
}

export async function latestBallot(tx: DbOrTx, voteId: number, voterId: number) {
  const [row] = await tx.execute<{ revision: number; source: string; choice: string | null; candidate_ids: number[] | null }>(sql`
    select revision, source, choice, candidate_ids from owner_ballots where vote_id = ${voteId} and voter_id = ${voterId} order by revision desc limit 1`);
  return row;
}

export async function insertOwnerBallot(
  tx: DbOrTx,
  b: { companyId: number; voteId: number; voterId: number; choice: string | null; candidateIds: number[] | null; revision: number; accountId: number },
) {
  await tx.execute(sql`
    insert into owner_ballots (company_id, vote_id, voter_id, choice, candidate_ids, source, revision, portal_account_id)
    values (${b.companyId}, ${b.voteId}, ${b.voterId}, ${b.choice}, ${b.candidateIds === null ? null : JSON.stringify(b.candidateIds)}::jsonb, 'owner', ${b.revision}, ${b.accountId})`);
}
