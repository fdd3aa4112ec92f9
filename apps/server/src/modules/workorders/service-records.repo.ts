import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// The 客户服务 records an order stands for (受理登记 for 报修 / 有偿服务, 投诉管理 for 投诉): written when staff type an
// order in, and their status kept to the order's state in each step's transaction (record-status.ts).

/** The 员工档案 (staff profile) of a user: what the records' 受理人 / 处理人 refer to (a user id is not one). */
const staffOf = (companyId: number, userId: number | null) =>
  sql`select id from staff_profiles where company_id = ${companyId} and user_id = ${userId}`;

/** 受理登记 typed in with the order: type 报修 (2), channel 电话 (1) unless given, 已受理. */
export async function insertCaseAccept(tx: DbOrTx, c: { companyId: number; caseNo: string; houseId: number | null; customer: string; phone: string | null; content: string; acceptedAt: string; receiverId: number; userId: number }) {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into case_accepts (company_id, case_no, house_id, customer, phone, case_type, channel, content, accepted_at, receiver_id, status, created_by, updated_by)
    values (${c.companyId}, ${c.caseNo}, ${c.houseId}, ${c.customer}, ${c.phone}, '2', '1', ${c.content}, ${c.acceptedAt}::timestamp,
      (${staffOf(c.companyId, c.receiverId)}), '1', ${c.userId}, ${c.userId})
    returning id`);
  return Number(row!.id);
}

/** 投诉管理 typed in with the order: 其他 (7), channel 电话 (1), level from the priority, 待处理. */
export async function insertComplaint(tx: DbOrTx, c: { companyId: number; complaintNo: string; houseId: number | null; complainant: string; phone: string | null; content: string; level: string; receivedAt: string; userId: number }) {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into complaints (company_id, complaint_no, house_id, complainant, phone, channel, category, content, level, status, received_at, created_by, updated_by)
    values (${c.companyId}, ${c.complaintNo}, ${c.houseId}, ${c.complainant}, ${c.phone}, '1', '7', ${c.content}, ${c.level}, '1', ${c.receivedAt}::timestamp, ${c.userId}, ${c.userId})
    returning id`);
  return Number(row!.id);
}

/**
 * The record's status (and for a complaint its handler and close time; the result text when one is given), never
 * backwards: staff may have closed the record by hand before the order got there (service.rules.ts).
 */
export async function setRecordStatus(
  tx: DbOrTx,
  r: { recordKey: 'case-accept' | 'complaint'; recordId: number; companyId: number; status: string; handlerId: number | null; closedAt: string | null; result: string | null },
) {
  if (r.recordKey === 'case-accept') {
    await tx.execute(sql`update case_accepts set status = ${r.status}, result = coalesce(${r.result}, result)
      where id = ${r.recordId} and company_id = ${r.companyId} and (status is distinct from ${r.status} or ${r.result}::text is not null)
        and status <= ${r.status}`);
    return;
  }
  await tx.execute(sql`update complaints set status = ${r.status}, handler_id = coalesce((${staffOf(r.companyId, r.handlerId)}), handler_id),
      closed_at = ${r.closedAt}::timestamp, result = coalesce(${r.result}, result)
    where id = ${r.recordId} and company_id = ${r.companyId} and status <= ${r.status}`);
}
