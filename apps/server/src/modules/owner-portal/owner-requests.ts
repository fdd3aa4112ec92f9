import type { z } from 'zod';
import type { OwnerRequest, RateInput, RequestInput, StaffRequestView } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime, chinaToday } from '@pm/domain';
import type { OwnerSession } from '../../http/register-endpoint';
import { appendOperationLog } from '../records/index';
import { ownerHouse } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './owner-requests.repo';
import { openOrderForRequest, orderStateOfRecord } from '../workorders/index';

// 报修 / 投诉 from the portal land as the records the service desk already works: 报修 a 受理登记 (type 报修,
// 已受理), 投诉 a 投诉管理 record (待处理), numbered YZ… (业主端). The owner follows the record's state and, once it is
// 已办结, rates it (a complaint's 满意度 takes the rating).

const STATUS_NAMES: Record<'repair' | 'complaint', Record<string, string>> = {
  repair: { '1': '已受理', '2': '处理中', '3': '已办结' },
  complaint: { '1': '待处理', '2': '处理中', '3': '已办结' },
};
const RECORD_KEY = { repair: 'case-accept', complaint: 'complaint' } as const;

function answer(r: repo.RequestDbRow): z.output<typeof OwnerRequest> {
  return {
    id: Number(r.id),
    houseId: Number(r.house_id),
    houseName: r.house_name,
    kind: r.kind,
    number: r.number,
    content: r.content,
    status: r.status,
    statusName: STATUS_NAMES[r.kind][r.status] ?? r.status,
    createdAt: r.created_at,
    closedAt: r.closed_at,
    result: r.result,
    photos: r.photos.map((p) => ({ id: Number(p.id), name: p.name, size: Number(p.size) })),
    rating: r.rating,
    ratingComment: r.rating_comment,
  };
}

/** YZ + the China day + the request's id: unique among the portal's, and never a staff-typed number's shape. */
const numberOf = (prefix: string, id: number) => `${prefix}${chinaToday().replace(/-/g, '')}${String(id).padStart(6, '0')}`;

export async function createRequest({ db }: { db: Db }, owner: OwnerSession, input: z.output<typeof RequestInput>) {
  const house = await ownerHouse(db, owner, input.houseId);
  const id = await db.transaction(async (tx) => {
    const requestId = await repo.insertRequest(tx, { companyId: house.company_id, houseId: house.house_id, accountId: owner.accountId, kind: input.kind });
    const now = new Date();
    const at = chinaDateTime(now);
    const number = numberOf(input.kind === 'repair' ? 'YZ' : 'YZT', requestId);
    const recordId =
      input.kind === 'repair'
        ? await repo.insertCaseAccept(tx, { companyId: house.company_id, caseNo: number, houseId: house.house_id, customer: house.person_name, phone: owner.phone, content: input.content, acceptedAt: at })
        : await repo.insertComplaint(tx, {
            companyId: house.company_id,
            complaintNo: number,
            houseId: house.house_id,
            complainant: house.person_name,
            phone: owner.phone,
            category: input.category ?? '7',
            content: input.content,
            receivedAt: at,
          });
    await repo.linkRecord(tx, requestId, recordId);
    const photos = [...new Set(input.photoIds)];
    if ((await repo.attachUploads(tx, requestId, owner.accountId, house.house_id, photos)) !== photos.length) throw ownerErrors.photoGone();
    // The record is also a work order in 待派单: its status follows the order from here on (docs/decisions.md).
    await openOrderForRequest(tx, {
      companyId: house.company_id, requestId, accountId: owner.accountId, houseId: house.house_id, kind: input.kind, recordKey: RECORD_KEY[input.kind], recordId,
      number, reporter: house.person_name, phone: owner.phone, content: input.content,
    }, now);
    await appendOperationLog(tx, [{ companyId: house.company_id, userId: null, recordKey: RECORD_KEY[input.kind], recordId, action: 'create', detail: { portalAccountId: owner.accountId, requestId, photos: photos.length } }]);
    return requestId;
  });
  return answer((await repo.requestsOfAccount(db, owner.accountId, id))[0]!);
}

export async function myRequests({ db }: { db: Db }, owner: OwnerSession) {
  return (await repo.requestsOfAccount(db, owner.accountId)).map(answer);
}

/** A request of the owner's, for a house the owner still reaches; otherwise 404. */
export async function ownRequest(db: Db, owner: OwnerSession, id: number) {
  const [row] = await repo.requestsOfAccount(db, owner.accountId, id);
  if (!row) throw ownerErrors.noRequest();
  await ownerHouse(db, owner, Number(row.house_id)).catch(() => {
    throw ownerErrors.noRequest();
  });
  return row;
}

export async function rateRequest({ db }: { db: Db }, owner: OwnerSession, input: z.output<typeof RateInput>) {
  const row = await ownRequest(db, owner, input.id);
  if (row.status !== '3') throw ownerErrors.notDone();
  await db.transaction(async (tx) => {
    await repo.lockRequest(tx, owner.accountId, input.id);
    await repo.rate(tx, input.id, input.rating, input.comment?.trim() || null);
    // A request whose work order waits for the owner's rating: this is its 评价.
    await orderStateOfRecord(tx, { companyId: Number(row.company_id), recordKey: RECORD_KEY[row.kind], recordId: Number(row.record_id), accountId: owner.accountId, rating: { value: input.rating, comment: input.comment?.trim() || null } }, new Date());
    if (row.kind === 'complaint') await repo.rateComplaint(tx, Number(row.record_id), input.rating);
  });
  return answer((await repo.requestsOfAccount(db, owner.accountId, input.id))[0]!);
}

/** Staff: what the owner sent with the record (null for a record staff entered themselves). */
export async function recordRequest(db: Db, companyId: number, recordKey: 'case-accept' | 'complaint', recordId: number): Promise<z.output<typeof StaffRequestView> | null> {
  const row = await repo.requestOfRecord(db, companyId, recordKey === 'case-accept' ? 'repair' : 'complaint', recordId);
  if (!row) return null;
  return {
    requestId: Number(row.id),
    phone: row.phone,
    photos: row.photos.map((p) => ({ id: Number(p.id), name: p.name, size: Number(p.size) })),
    rating: row.rating,
    ratingComment: row.rating_comment,
    ratedAt: row.rated_at,
  };
}
