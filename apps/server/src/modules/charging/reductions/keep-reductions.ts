import type { z } from 'zod';
import type { ReductionDecision, ReductionInput, ReductionQuery, ReductionRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, editRefusal, reductionAmount, type BillStatus } from '@pm/domain';
import { requireSeparateApprover } from '../../setup/index';
import type { Session } from '../../../http/session';
import { lineErrors } from '../lines/lines.errors';
import { adjustmentKey } from '../lines/build-line-keys';
import * as lines from '../lines/lines.repo';
import * as repo from './reductions.repo';

function answer(row: NonNullable<repo.ReductionRowData>): z.output<typeof ReductionRow> {
  const { reduction } = row;
  return {
    id: reduction.id,
    lineId: reduction.lineId,
    houseId: reduction.houseId,
    houseCode: row.houseCode,
    houseName: row.houseName,
    itemName: row.itemName,
    period: row.period,
    lineNet: row.lineNet === null ? null : dec(row.lineNet).toFixed(2),
    kind: reduction.kind as 'amount' | 'percent',
    value: dec(reduction.value).toDecimalPlaces(4).toFixed(),
    amount: dec(reduction.amount).toFixed(2),
    reason: reduction.reason,
    state: reduction.state as 'pending' | 'approved' | 'rejected',
    requestedByName: row.requestedByName,
    requestedAt: new Date(reduction.requestedAt).toISOString(),
    approvedByName: row.approvedByName,
    approvedAt: reduction.approvedAt ? new Date(reduction.approvedAt).toISOString() : null,
    adjustmentLineId: reduction.adjustmentLineId,
  };
}

/**
 * 减免管理: a request on a line (amount, or percent of its net via the domain), never above what is
 * left to reduce; decided once by another user. Approved before release the line's net drops (it is
 * still a draft); after release an adjustment line (−amount, 待审核) lowers the open part once released.
 */
export class Reductions {
  constructor(private readonly db: Db) {}

  async page(session: Session, q: z.output<typeof ReductionQuery>) {
    const { total, rows } = await repo.pageReductions(this.db, session.companyId, q);
    return { total, page: q.page, size: q.size, rows: rows.map(answer) };
  }

  async request(session: Session, input: z.output<typeof ReductionInput>) {
    const id = await this.db.transaction(async (tx) => {
      const [row] = await lines.lockLines(tx, session.companyId, [input.lineId]);
      if (!row) throw lineErrors.lineNotFound();
      const { line } = row;
      if (line.reversalOf !== null || line.adjustsLineId !== null) throw lineErrors.reductionRefused('冲销或调整记录不能减免');
      if (line.net === null) throw lineErrors.reductionRefused('金额未计算的费用不能减免');
      const computed = reductionAmount(dec(line.net).toFixed(2), { kind: input.kind, value: input.value });
      if ('error' in computed) throw lineErrors.badInput('value', computed.error);
      const base = line.releasedAt ? ((await lines.lockOpen(tx, line.id)) ?? '0') : line.net;
      const room = dec(base).minus(await repo.heldBack(tx, line.id));
      if (dec(computed.reduction).greaterThan(room)) throw lineErrors.badInput('value', `减免金额不能超过可减免金额${room.toFixed(2)}`);
      return repo.insertReduction(tx, {
        companyId: session.companyId,
        lineId: line.id,
        houseId: line.houseId,
        kind: input.kind,
        value: input.value,
        amount: computed.reduction,
        reason: input.reason,
        requestedBy: session.userId,
      });
    });
    return this.one(session, id);
  }

  async decide(session: Session, input: z.output<typeof ReductionDecision>) {
    await this.db.transaction(async (tx) => {
      const reduction = await repo.lockReduction(tx, session.companyId, input.id);
      if (!reduction) throw lineErrors.reductionNotFound();
      if (reduction.state !== 'pending') throw lineErrors.reductionDecided();
      await requireSeparateApprover(tx, session, reduction.requestedBy, { label: '减免', recordKey: 'charging-reduction', recordId: reduction.id });
      const decided = { approvedBy: session.userId, approvedAt: new Date() };
      if (!input.approve) {
        await repo.setReduction(tx, reduction.id, { ...decided, state: 'rejected' });
        return;
      }
      const [row] = await lines.lockLines(tx, session.companyId, [reduction.lineId]);
      if (!row) throw lineErrors.lineNotFound();
      const { line } = row;
      const amount = dec(reduction.amount);
      const note = `减免 ${amount.toFixed(2)}：${reduction.reason}`.slice(0, 200);
      const event = (lineId: number, action: string, from: string | null, to: string) => ({ companyId: session.companyId, lineId, action, fromStatus: from, toStatus: to, note, by: session.userId });
      if (!line.releasedAt) {
        const refusal = editRefusal(line.status as BillStatus);
        if (refusal) throw lineErrors.reductionRefused(refusal);
        if (line.net === null || dec(line.net).lessThan(amount)) throw lineErrors.reductionRefused('减免金额不能大于应收金额');
        await lines.updateLine(tx, line.id, { reduction: dec(line.reduction).plus(amount).toFixed(2), net: dec(line.net).minus(amount).toFixed(2), updatedBy: session.userId });
        await lines.insertEvents(tx, [event(line.id, 'reduce', line.status, line.status)]);
        await repo.setReduction(tx, reduction.id, { ...decided, state: 'approved' });
        return;
      }
      const open = await lines.lockOpen(tx, line.id);
      const room = dec(open ?? '0').minus(await repo.heldBack(tx, line.id, reduction.id));
      if (room.lessThan(amount)) throw lineErrors.reductionRefused('未收金额不足，不能减免');
      const adjustmentId = await lines.insertLine(tx, {
        companyId: line.companyId,
        estateId: line.estateId,
        houseId: line.houseId,
        itemId: line.itemId,
        targetType: line.targetType,
        targetId: line.targetId,
        standardId: line.standardId,
        period: line.period,
        periodFrom: line.periodFrom,
        periodTo: line.periodTo,
        billKey: adjustmentKey(reduction.id),
        gross: amount.negated().toFixed(2),
        net: amount.negated().toFixed(2),
        dueDate: line.dueDate,
        status: 'pending_audit',
        adjustsLineId: line.id,
        remark: note,
        // The adjustment is the requester's entry (审批分离: the decider may then audit its line, the requester may not).
        createdBy: reduction.requestedBy,
        updatedBy: session.userId,
      });
      await lines.insertEvents(tx, [event(line.id, 'reduce', line.status, line.status), event(adjustmentId, 'create', null, 'pending_audit')]);
      await repo.setReduction(tx, reduction.id, { ...decided, state: 'approved', adjustmentLineId: adjustmentId });
    });
    return this.one(session, input.id);
  }

  private async one(session: Session, id: number) {
    const row = await repo.findReduction(this.db, session.companyId, id);
    if (!row) throw lineErrors.reductionNotFound();
    return answer(row);
  }
}
