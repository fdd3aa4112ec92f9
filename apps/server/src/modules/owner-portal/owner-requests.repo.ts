import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';

// 报修 / 投诉 from the portal: the staff record (受理登记 or 投诉管理) written as the service desk would, linked to the
// owner's request; the photos the owner uploaded for the house.

export async function insertRequest(tx: DbOrTx, r: { companyId: number; houseId: number; accountId: number; kind: 'repair' | 'complaint' }): Promise<number> {
  // record_id is set right after, once the record exists (its number carries this id).
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into owner_requests (company_id, house_id, account_id, kind, record_id) values (${r.companyId}, ${r.houseId}, ${r.accountId}, ${r.kind}, 0) returning id`);
  return Number(row!.id);
}

export async function linkRecord(tx: DbOrTx, requestId: number, recordId: number) {
  await tx.execute(sql`update owner_requests set record_id = ${recordId} where id = ${requestId}`);
}

/** 受理登记: 报修 by the owner, 已受理, channel 其他 (the 业主端). */
export async function insertCaseAccept(tx: DbOrTx, c: { companyId: number; caseNo: string; houseId: number; customer: string; phone: string; content: string; acceptedAt: string }) {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into case_accepts (company_id, case_no, house_id, customer, phone, case_type, channel, content, accepted_at, status)
    values (${c.companyId}, ${c.caseNo}, ${c.houseId}, ${c.customer}, ${c.phone}, '2', '6', ${c.content}, ${c.acceptedAt}::timestamp, '1')
    returning id`);
  return Number(row!.id);
}

/** 投诉管理: by the owner, 一般, 待处理, channel 其他 (the 业主端). */
export async function insertComplaint(tx: DbOrTx, c: { companyId: number; complaintNo: string; houseId: number; complainant: string; phone: string; category: string; content: string; receivedAt: string }) {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into complaints (company_id, complaint_no, house_id, complainant, phone, channel, category, content, level, status, received_at)
    values (${c.companyId}, ${c.complaintNo}, ${c.houseId}, ${c.complainant}, ${c.phone}, '6', ${c.category}, ${c.content}, '1', '1', ${c.receivedAt}::timestamp)
    returning id`);
  return Number(row!.id);
}

/** Claims the owner's own unsent uploads of the house for the request; answers how many it took. */
export async function attachUploads(tx: DbOrTx, requestId: number, accountId: number, houseId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return 0;
  const rows = await tx.execute<{ file_id: number }>(sql`
    update portal_uploads set request_id = ${requestId}
    where account_id = ${accountId} and house_id = ${houseId} and request_id is null and file_id = any(${`{${fileIds.join(',')}}`}::bigint[])
    returning file_id`);
  return rows.length;
}

export async function insertUpload(db: DbOrTx, u: { fileId: number; accountId: number; houseId: number }) {
  await db.execute(sql`insert into portal_uploads (file_id, account_id, house_id) values (${u.fileId}, ${u.accountId}, ${u.houseId})`);
}

export type RequestDbRow = {
  id: number;
  company_id: number;
  house_id: number;
  house_name: string;
  kind: 'repair' | 'complaint';
  record_id: number;
  number: string;
  content: string;
  status: '1' | '2' | '3';
  created_at: string;
  closed_at: string | null;
  result: string | null;
  rating: '1' | '2' | '3' | '4' | null;
  rating_comment: string | null;
  rated_at: string | null;
  phone: string;
  photos: { id: number; name: string; size: number }[];
};

const requestColumns = sql`q.id, q.company_id, q.house_id, h.name as house_name, q.kind, q.record_id,
  coalesce(ca.case_no, cp.complaint_no) as number, coalesce(ca.content, cp.content) as content, coalesce(ca.status, cp.status) as status,
  ${isoOf(sql`q.created_at`)} as created_at,
  case when q.kind = 'complaint' then to_char(cp.closed_at, 'YYYY-MM-DD HH24:MI') end as closed_at,
  coalesce(ca.result, cp.result) as result, q.rating, q.rating_comment, ${isoOf(sql`q.rated_at`)} as rated_at, a.phone,
  coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size) order by f.id)
    from portal_uploads u join files f on f.id = u.file_id where u.request_id = q.id), '[]'::json) as photos`;
const requestFrom = sql`owner_requests q
  join houses h on h.id = q.house_id
  join portal_accounts a on a.id = q.account_id
  left join case_accepts ca on q.kind = 'repair' and ca.id = q.record_id
  left join complaints cp on q.kind = 'complaint' and cp.id = q.record_id`;

export async function requestsOfAccount(db: DbOrTx, accountId: number, id?: number) {
  return db.execute<RequestDbRow>(sql`
    select ${requestColumns} from ${requestFrom}
    where q.account_id = ${accountId}${id === undefined ? sql`` : sql` and q.id = ${id}`}
    order by q.id desc limit 100`);
}

/** The portal request behind a staff record of the company, if the record came from the portal. */
export async function requestOfRecord(db: DbOrTx, companyId: number, kind: 'repair' | 'complaint', recordId: number) {
  const [row] = await db.execute<RequestDbRow>(sql`select ${requestColumns} from ${requestFrom} where q.company_id = ${companyId} and q.kind = ${kind} and q.record_id = ${recordId}`);
  return row;
}

export async function requestOfCompany(db: DbOrTx, companyId: number, requestId: number) {
  const [row] = await db.execute<{ id: number; kind: string }>(sql`select id, kind from owner_requests where id = ${requestId} and company_id = ${companyId}`);
  return row;
}

/** A photo of the request (its file row), or undefined. */
export async function photoOfRequest(db: DbOrTx, requestId: number, fileId: number) {
  const [row] = await db.execute<{ name: string; stored_name: string; mime: string; size: number }>(sql`
    select f.name, f.stored_name, f.mime, f.size from portal_uploads u join files f on f.id = u.file_id where u.request_id = ${requestId} and u.file_id = ${fileId}`);
  return row;
}

export async function rate(tx: DbOrTx, requestId: number, rating: string, comment: string | null) {
  await tx.execute(sql`update owner_requests set rating = ${rating}, rating_comment = ${comment}, rated_at = now() where id = ${requestId}`);
}

/** The complaint's own 满意度 follows the owner's rating (staff read it on the record). */
export async function rateComplaint(tx: DbOrTx, complaintId: number, rating: string) {
  await tx.execute(sql`update complaints set satisfaction = ${rating} where id = ${complaintId}`);
}

export async function lockRequest(tx: DbOrTx, accountId: number, id: number) {
  const [row] = await tx.execute<{ id: number }>(sql`select id from owner_requests where id = ${id} and account_id = ${accountId} for update`);
  return row;
}
