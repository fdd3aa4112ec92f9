import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 会议/表决通知's reads: the vote (owners' votes and elections) and the houses of its voters, with the names a
// message states.

export interface MeetingVote {
  id: number;
  estateId: number;
  title: string;
  startsOn: string;
  endsOn: string;
  open: boolean;
  /** The voters' houses (the developer's unsold houses vote as one and have no owner to tell). */
  houseIds: number[];
}

export async function meetingVote(db: DbOrTx, companyId: number, voteId: number): Promise<MeetingVote | undefined> {
  const [row] = await db.execute<{ id: string; estate_id: string; title: string; starts_on: string; ends_on: string; status: string; house_ids: (string | number)[] | null }>(sql`
    select v.id, v.estate_id, v.title, v.starts_on::text, v.ends_on::text, v.status,
      (select array_agg(distinct h::bigint order by h::bigint) from owner_vote_voters vv, jsonb_array_elements_text(vv.house_ids) h
        where vv.vote_id = v.id and not vv.developer) as house_ids
    from owner_votes v where v.company_id = ${companyId} and v.id = ${voteId}`);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    estateId: Number(row.estate_id),
    title: row.title,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    open: row.status === 'open',
    houseIds: (row.house_ids ?? []).map(Number),
  };
}

export interface MeetingHouse {
  houseId: number;
  estateId: number;
  houseName: string;
  companyName: string;
}

export async function meetingHouses(db: DbOrTx, companyId: number, houseIds: number[]): Promise<Map<number, MeetingHouse>> {
  if (houseIds.length === 0) return new Map();
  const rows = await db.execute<{ house_id: string; estate_id: string; house_name: string; company_name: string }>(sql`
    select h.id as house_id, h.estate_id, concat_ws(' ', es.name, h.name) as house_name, c.name as company_name
    from houses h join estates es on es.id = h.estate_id join companies c on c.id = h.company_id
    where h.company_id = ${companyId} and h.id = any(${sql.param(houseIds)}::bigint[])`);
  return new Map(rows.map((r) => [Number(r.house_id), { houseId: Number(r.house_id), estateId: Number(r.estate_id), houseName: r.house_name, companyName: r.company_name }]));
}

/** Of these votes, the ones still open. */
export async function openVoteIds(db: DbOrTx, companyId: number, voteIds: number[]): Promise<Set<number>> {
  if (voteIds.length === 0) return new Set();
  const rows = await db.execute<{ id: string }>(sql`
    select id from owner_votes where company_id = ${companyId} and status = 'open' and id = any(${sql.param(voteIds)}::bigint[])`);
  return new Set(rows.map((r) => Number(r.id)));
}
