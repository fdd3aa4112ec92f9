import { ORDER_STATE_LABELS, type OrderKind, type OrderPriority, type OrderState } from '@pm/domain';
import type { Db } from '@pm/db';
import { appendOperationLog } from '../records/index';
import { insertServiceRecord, insertWorkOrder, nextNumber } from './create-work-order';

/** An order a call-centre agent opens from the screen pop, for a house of a company the call centre serves. */
export interface CallOrderFacts {
  /** The house's company: the order, its number and its 客户服务 record are that company's. */
  companyId: number;
  houseId: number;
  kind: OrderKind;
  priority: OrderPriority;
  content: string;
  reporter: string | null;
  phone: string | null;
  /** The agent (a user of the call centre's own company): the 登记 event's actor and the record's writer. */
  agentId: number;
}

/**
 * 来电建单: the 客户服务 record (受理登记, or 投诉管理 for 投诉) and the order in 待派单 for the company's dispatchers, in one
 * transaction, numbered in the house's company. The agent is no staff member there, so nobody is named: 派单 is the
 * company's to do.
 */
export async function createCallOrder(db: Db, c: CallOrderFacts, at = new Date()): Promise<{ id: number; number: string; state: OrderState; stateName: string }> {
  return db.transaction(async (tx) => {
    const number = await nextNumber(tx, c.companyId, at);
    const { recordKey, recordId } = await insertServiceRecord(
      tx,
      { companyId: c.companyId, number, kind: c.kind, priority: c.priority, houseId: c.houseId, reporter: c.reporter, phone: c.phone, content: c.content, userId: c.agentId },
      at,
    );
    const id = await insertWorkOrder(
      tx,
      {
        companyId: c.companyId, number, kind: c.kind, priority: c.priority, houseId: c.houseId, ownerAccountId: null,
        reporter: c.reporter, phone: c.phone, content: c.content, mode: 'assign', teamId: null, assignTo: null,
        appointmentAt: null, recordKey, recordId, createdBy: c.agentId,
      },
      { kind: 'staff', id: c.agentId, roles: [], teams: [], leads: [], openOrders: 0 },
      at,
    );
    await appendOperationLog(tx, [{ companyId: c.companyId, userId: c.agentId, recordKey: 'work-order', recordId: id, action: 'create', detail: { number, kind: c.kind, recordKey, recordId, via: 'call-center' } }]);
    return { id, number, state: 'pending' as const, stateName: ORDER_STATE_LABELS.pending };
  });
}
