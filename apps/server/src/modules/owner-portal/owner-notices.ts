import type { z } from 'zod';
import type { OwnerNotice } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { OwnerSession } from '../../http/register-endpoint';
import { ownerHouses } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './owner-notices.repo';

function answer(r: repo.NoticeDbRow): z.output<typeof OwnerNotice> {
  return {
    id: Number(r.id),
    houseId: r.house_id === null ? null : Number(r.house_id),
    houseName: r.house_name,
    estateName: r.estate_name,
    docNumber: r.doc_number,
    title: r.subject,
    content: r.content,
    senderName: r.sender_name,
    createdAt: r.created_at,
    amount: r.amount,
    readAt: r.read_at,
  };
}

const reach = async (db: Db, owner: OwnerSession) => (await ownerHouses(db, owner)).map((h) => ({ houseId: h.house_id, estateId: h.estate_id }));

export async function ownerNotices({ db }: { db: Db }, owner: OwnerSession) {
  return (await repo.noticesFor(db, owner.accountId, await reach(db, owner))).map(answer);
}

/** 已读: only a notice the owner can read now (its house or estate still theirs). */
export async function readNotice({ db }: { db: Db }, owner: OwnerSession, id: number) {
  const houses = await reach(db, owner);
  if ((await repo.noticesFor(db, owner.accountId, houses, id)).length === 0) throw ownerErrors.noNotice();
  await repo.markRead(db, id, owner.accountId);
  return answer((await repo.noticesFor(db, owner.accountId, houses, id))[0]!);
}
