import type { DbOrTx } from '@pm/db';
import { insertWorkOrder } from './create-work-order';
import { applyAction } from './order-step';
import type { RecordKey } from './record-status';
import * as repo from './workorders.repo';

// The owner portal's 报修 / 投诉 requests: each opens an order in 待派单 for the record the service desk already gets
// (受理登记 / 投诉管理), in the request's transaction; the owner's rating of the request is the order's 评价.

export interface PortalOrder {
  companyId: number;
  requestId: number;
  accountId: number;
  houseId: number;
  kind: 'repair' | 'complaint';
  recordKey: RecordKey;
  recordId: number;
  number: string;
  reporter: string;
  phone: string;
  content: string;
}

/** Opens the order of a portal request (待派单, 指派 mode, 一般) with the photos the owner sent; answers its id. */
export async function openOrderForRequest(tx: DbOrTx, p: PortalOrder, at: Date): Promise<number> {
  const id = await insertWorkOrder(
    tx,
    {
      companyId: p.companyId, number: p.number, kind: p.kind, priority: 'normal', houseId: p.houseId, ownerAccountId: p.accountId,
      reporter: p.reporter, phone: p.phone, content: p.content, mode: 'assign', teamId: null, assignTo: null, appointmentAt: null,
      recordKey: p.recordKey, recordId: p.recordId, createdBy: null,
    },
    { kind: 'owner', id: p.accountId },
    at,
  );
  await repo.copyRequestPhotos(tx, id, p.companyId, p.requestId);
  return id;
}

/** The portal's four words as the flow's 1–5 score: 非常满意 5, 满意 4, 一般 3, 不满意 1. */
const SCORE: Record<string, number> = { '1': 5, '2': 4, '3': 3, '4': 1 };

/**
 * The owner rated the request: when its order waits for the rating (待评价), that is the order's 评价 by the owner.
 * Answers the order's state after, or null when the record has no order (made before orders existed).
 */
export async function orderStateOfRecord(
  tx: DbOrTx,
  r: { companyId: number; recordKey: RecordKey; recordId: number; accountId: number; rating?: { value: string; comment: string | null } },
  at: Date,
): Promise<string | null> {
  const found = await repo.orderOfRecord(tx, r.companyId, r.recordKey, r.recordId);
  if (!found) return null;
  if (!r.rating || found.state !== 'awaiting_rating') return found.state;
  const row = (await repo.lockOrder(tx, r.companyId, found.id))!;
  if (row.state !== 'awaiting_rating') return row.state;
  const score = SCORE[r.rating.value] ?? 3;
  const { order } = await applyAction(
    tx,
    { companyId: r.companyId },
    row,
    { type: 'rate', score, ...(r.rating.comment ? { comment: r.rating.comment } : {}) },
    { kind: 'owner', id: r.accountId },
    at,
    {},
  );
  return order.state;
}

/** Whether a work order stands for the 客户服务 record (its status then follows the order). */
export async function recordHasOrder(tx: DbOrTx, companyId: number, recordKey: RecordKey, recordId: number): Promise<boolean> {
  return (await repo.orderOfRecord(tx, companyId, recordKey, recordId)) !== undefined;
}
