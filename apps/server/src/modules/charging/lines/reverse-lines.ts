import type { z } from 'zod';
import type { ReverseInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, lineAmount, type RoundingMode } from '@pm/domain';
import type { Session } from '../../../http/session';
import { lineAnswer } from './build-line-answer';
import { lineErrors } from './lines.errors';
import * as repo from './lines.repo';

const negate = (v: string | null) => (v === null ? null : dec(v).negated().toFixed());

function fractionOf(text: string | null) {
  if (!text) return undefined;
  const [num, den] = text.split('/').map(Number);
  return num !== undefined && den ? { num, den } : undefined;
}

/**
 * 冲销: a released line whose whole amount is still open gets a reversal line (−net, generation+1)
 * and, unless cancelled, a replacement line (generation+2) with the corrected quantity, price or
 * amount; both start 待审核 and go through the audit. The reversal lowers the open part only when
 * released. The line is locked, and the unique index on reversal_of lets one of two concurrent
 * reversals win.
 */
export class LineReversal {
  constructor(private readonly db: Db) {}

  async reverse(session: Session, input: z.output<typeof ReverseInput>) {
    const ids = await this.db.transaction(async (tx) => {
      const [row] = await repo.lockLines(tx, session.companyId, [input.id]);
      if (!row) throw lineErrors.lineNotFound();
      const { line } = row;
      if (!line.releasedAt) throw lineErrors.notReversible('只能冲销已发布的费用，未发布的费用请退回后修改');
      if (line.reversalOf !== null || line.adjustsLineId !== null) throw lineErrors.notReversible('冲销或调整记录不能再冲销');
      if ((await repo.reversalOf(tx, line.id)) !== undefined) throw lineErrors.reversed();
      const open = await repo.lockOpen(tx, line.id);
      if (open === undefined || !dec(open).equals(dec(line.net ?? '0'))) throw lineErrors.alreadyPaid();
      const common = {
        companyId: line.companyId,
        estateId: line.estateId,
        houseId: line.houseId,
        itemId: line.itemId,
        runId: null,
        targetType: line.targetType,
        targetId: line.targetId,
        standardId: line.standardId,
        period: line.period,
        periodFrom: line.periodFrom,
        periodTo: line.periodTo,
        billKey: line.billKey,
        dueDate: line.dueDate,
        status: 'pending_audit',
        shareRuleId: line.shareRuleId,
        dispatchId: line.dispatchId,
        workOrderId: line.workOrderId,
        createdBy: session.userId,
        updatedBy: session.userId,
      };
      const reason = input.reason.slice(0, 190);
      const reversalId = await repo.insertLine(tx, {
        ...common,
        generation: line.generation + 1,
        quantity: negate(line.quantity),
        unitPrice: line.unitPrice,
        fraction: line.fraction,
        gross: negate(line.gross),
        reduction: negate(line.reduction) ?? '0',
        net: negate(line.net),
        reversalOf: line.id,
        remark: `冲销：${reason}`,
      });
      let replacementId: number | null = null;
      if (!input.cancel) {
        const quantity = input.quantity ?? line.quantity;
        const unitPrice = input.unitPrice ?? line.unitPrice;
        const rounding = ((await repo.standardRounding(tx, line.standardId)) ?? 'half_up_2') as RoundingMode;
        const gross =
          input.amount !== undefined
            ? dec(input.amount).toFixed(2)
            : quantity !== null && unitPrice !== null && (input.quantity !== undefined || input.unitPrice !== undefined)
              ? lineAmount({ quantity, unitPrice, fraction: fractionOf(line.fraction), rounding })
              : line.gross;
        replacementId = await repo.insertLine(tx, {
          ...common,
          generation: line.generation + 2,
          quantity,
          unitPrice: input.amount !== undefined && input.quantity === undefined && input.unitPrice === undefined ? null : unitPrice,
          fraction: line.fraction,
          gross,
          reduction: '0',
          net: gross,
          remark: `重新计费：${reason}`,
        });
      }
      const event = (lineId: number, action: string, from: string | null) => ({ companyId: session.companyId, lineId, action, fromStatus: from, toStatus: from ?? 'pending_audit', note: input.reason.slice(0, 200), by: session.userId });
      await repo.insertEvents(tx, [
        event(line.id, 'reverse', line.status),
        { ...event(reversalId, 'create', null), toStatus: 'pending_audit' },
        ...(replacementId ? [{ ...event(replacementId, 'rebill', null), toStatus: 'pending_audit' }] : []),
      ]);
      return { reversalId, replacementId };
    });
    const rows = await repo.lineRows(this.db, session.companyId, [ids.reversalId, ...(ids.replacementId ? [ids.replacementId] : [])]);
    const byId = new Map(rows.map((row) => [row.line.id, lineAnswer(row)]));
    return { reversal: byId.get(ids.reversalId)!, replacement: ids.replacementId ? byId.get(ids.replacementId)! : null };
  }
}
