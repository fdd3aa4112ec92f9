import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';

// Notices an owner reads: 告知公文 about one of the owner's houses (催缴通知 and the like), and those published to a
// whole estate of the owner's (a 公文 办结 with no house: 公告). Kept as long as staff see them (noticeKeepDays).

export type NoticeDbRow = {
  id: number;
  house_id: number | null;
  house_name: string;
  estate_name: string;
  doc_number: string;
  subject: string;
  content: string;
  sender_name: string;
  created_at: string;
  amount: string | null;
  read_at: string | null;
};

/** The owner's notices for the houses given (with their estates), newest first; one when `noticeId` is given. */
export async function noticesFor(db: DbOrTx, accountId: number, houses: readonly { houseId: number; estateId: number }[], noticeId?: number) {
  if (houses.length === 0) return [];
  const houseIds = `{${houses.map((h) => h.houseId).join(',')}}`;
  const estateIds = `{${[...new Set(houses.map((h) => h.estateId))].join(',')}}`;
  return db.execute<NoticeDbRow>(sql`
    select n.id, n.house_id, n.house_name, coalesce(es.name, '') as estate_name, n.doc_number, n.subject, n.content, n.sender_name,
      ${isoOf(sql`n.created_at`)} as created_at, n.amount::text as amount, ${isoOf(sql`r.read_at`)} as read_at
    from notices n
    left join estates es on es.id = n.estate_id
    left join portal_notice_reads r on r.notice_id = n.id and r.account_id = ${accountId}
    where (n.house_id = any(${houseIds}::bigint[]) or (n.house_id is null and n.doc_id is not null and n.estate_id = any(${estateIds}::bigint[])))
      and n.created_at >= now() - make_interval(days => coalesce((
        select max(a.notice_keep_days) from arrears_settings a where a.company_id = n.company_id and a.estate_id = n.estate_id), 90))
      ${noticeId === undefined ? sql`` : sql`and n.id = ${noticeId}`}
    order by n.created_at desc, n.id desc
    limit 200`);
}

/** The first reading is the receipt; reading again keeps it. */
export async function markRead(db: DbOrTx, noticeId: number, accountId: number) {
  await db.execute(sql`insert into portal_notice_reads (notice_id, account_id) values (${noticeId}, ${accountId}) on conflict do nothing`);
}
