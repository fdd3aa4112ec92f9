import type { z } from 'zod';
import type { LineAction, TransitionAllInput } from '@pm/contracts';
import type { Db, Tx } from '@pm/db';
import { dec, transition, type BillStatus } from '@pm/domain';
import type { Session } from '../../../http/session';
import { requireSeparateApprover } from '../../setup/index';
import { lineErrors } from './lines.errors';
import * as repo from './lines.repo';
import { auditedReadings, estateStandards, housesFacts } from '../runs/runs.repo';
import { monthLine, standardOn, type StandardFacts } from '../runs/compute-lines';

type Action = z.output<typeof LineAction>;
type Stored = 'pending_calc' | 'pending_audit' | 'audited' | 'released';

/** The stored status an action moves lines from (the domain's state machine says the rest). */
const SOURCE: Record<Action, Stored> = { submit: 'pending_calc', approve: 'pending_audit', reject: 'pending_audit', unapprove: 'audited', release: 'audited' };

/** Where it moves them (answered even when no line matched). */
const TARGET: Record<Action, Stored> = { submit: 'pending_audit', approve: 'audited', reject: 'pending_calc', unapprove: 'pending_audit', release: 'released' };


const where = (line: repo.LockedLine) => `房屋${line.houseCode} ${line.line.period}`;

/**
 * 计费审核: selected lines move together in ONE transaction with the lines locked (FOR UPDATE, by
 * id): submit 待计费→待审核, approve 待审核→已审核, reject 待审核→待计费, unapprove 已审核→待审核,
 * release 已审核→待收费 (the trigger opens the receivable). The first line in the wrong state
 * refuses the whole request, naming its house and period; one event per line per move.
 */
export class LineAudit {
  constructor(private readonly db: Db) {}

  async transition(session: Session, ids: number[], action: Action, note: string | undefined) {
    return this.db.transaction((tx) => this.move(tx, session, [...new Set(ids)], action, note));
  }

  /** The same over every line of a filter in the action's source state. */
  async transitionAll(session: Session, input: z.output<typeof TransitionAllInput>) {
    const { action, note, ...filter } = input;
    return this.db.transaction(async (tx) => {
      const ids = await repo.idsMatching(tx, session.companyId, filter, SOURCE[action]);
      return this.move(tx, session, ids, action, note);
    });
  }

  /**
   * 待计费 lines computed again from their binding and standard: those whose audited reading (or
   * area) now exists get their amounts and move to 待审核; the others stay.
   */
  async recompute(session: Session, ids: number[]) {
    return this.db.transaction(async (tx) => {
      const locked = await this.lock(tx, session, [...new Set(ids)]);
      for (const row of locked) {
        if (row.line.status !== 'pending_calc') throw lineErrors.wrongState(where(row), '只能重新计算待计费的费用');
        if (row.line.standardId === null) throw lineErrors.wrongState(where(row), '该费用不是按收费标准计算的，不能重新计算');
      }
      const houses = new Map((await housesFacts(tx, locked.map((row) => row.line.houseId))).map((x) => [x.id, x]));
      const standards = new Map<number, Map<string, StandardFacts[]>>();
      const moved: number[] = [];
      for (const { line } of locked) {
        const binding = await repo.bindingOfLine(tx, line);
        const house = houses.get(line.houseId);
        if (!binding || !house) continue;
        if (!standards.has(line.estateId)) standards.set(line.estateId, await estateStandards(tx, line.companyId, line.estateId));
        const standard = standardOn(standards.get(line.estateId)!.get(binding.standardCode) ?? [], line.periodFrom);
        if (!standard) continue;
        const readings = binding.targetType === 'meter' ? await auditedReadings(tx, line.companyId, [binding.targetId], [line.period]) : new Map<string, { id: number; usage: string }>();
        const computed = monthLine({
          house,
          binding,
          standard,
          month: { month: line.period, chargedFrom: line.periodFrom, chargedTo: line.periodTo },
          reading: readings.get(`${binding.targetId}:${line.period}`),
          dueDays: 0,
          prorate: true,
        });
        if (computed.status !== 'pending_audit' || computed.gross === null) continue;
        await repo.updateLine(tx, line.id, {
          standardId: computed.standardId,
          quantity: computed.quantity,
          unitPrice: computed.unitPrice,
          fraction: computed.fraction,
          gross: computed.gross,
          net: dec(computed.gross).minus(line.reduction).toFixed(2),
          readingId: computed.readingId,
          remark: null,
          status: 'pending_audit',
          updatedBy: session.userId,
        });
        moved.push(line.id);
      }
      await repo.insertEvents(
        tx,
        moved.map((lineId) => ({ companyId: session.companyId, lineId, action: 'recompute', fromStatus: 'pending_calc', toStatus: 'pending_audit', note: null, by: session.userId })),
      );
      return { moved: moved.length, status: 'pending_audit' as const };
    });
  }

  private async lock(tx: Tx, session: Session, ids: number[]) {
    const locked = await repo.lockLines(tx, session.companyId, ids);
    if (locked.length !== ids.length) throw lineErrors.lineNotFound();
    return locked;
  }

  private async move(tx: Tx, session: Session, ids: number[], action: Action, note: string | undefined) {
    const locked = await this.lock(tx, session, ids);
    let target: Stored = TARGET[action];
    for (const row of locked) {
      const result = transition(row.line.status as BillStatus, action);
      if ('error' in result) throw lineErrors.wrongState(where(row), result.error);
      target = result.to as Stored;
      if (action === 'submit' && row.line.net === null) throw lineErrors.wrongState(where(row), '金额未计算，请先重新计算');
      if (action === 'release') await this.checkTarget(tx, row);
    }
    // 审批分离: a line is approved by someone other than who entered it (the run's starter, or who typed it in).
    const own = action === 'approve' ? locked.find((row) => row.line.createdBy === session.userId) : undefined;
    if (own) await requireSeparateApprover(tx, session, own.line.createdBy, { label: `费用（${where(own)}）`, recordKey: 'charging-line', recordId: own.line.id });
    const now = new Date();
    const byId = session.userId;
    const patch =
      action === 'approve'
        ? { status: target, auditedBy: byId, auditedAt: now }
        : action === 'unapprove'
          ? { status: target, auditedBy: null, auditedAt: null }
          : action === 'release'
            ? { status: target, releasedBy: byId, releasedAt: now }
            : { status: target };
    if (action === 'reject') {
      // Lines computed from a standard lose their amounts (recompute fills them); hand-entered,
      // service, share and correction lines keep theirs and may be submitted again.
      const computed = locked.filter((row) => row.line.standardId !== null && row.line.reversalOf === null).map((row) => row.line.id);
      const kept = locked.filter((row) => !computed.includes(row.line.id)).map((row) => row.line.id);
      await repo.updateLines(tx, computed, { status: target, gross: null, net: null, updatedBy: byId });
      await repo.updateLines(tx, kept, { status: target, updatedBy: byId });
    } else {
      await repo.updateLines(tx, locked.map((row) => row.line.id), { ...patch, updatedBy: byId });
    }
    await repo.insertEvents(
      tx,
      locked.map((row) => ({ companyId: session.companyId, lineId: row.line.id, action, fromStatus: row.line.status, toStatus: target, note: note ?? null, by: byId })),
    );
    return { moved: locked.length, status: target };
  }

  /** A reversal or adjustment lowers its target's open part when released: it must still be there. */
  private async checkTarget(tx: Tx, row: repo.LockedLine) {
    const targetId = row.line.reversalOf ?? row.line.adjustsLineId;
    if (targetId === null) return;
    const open = await repo.lockOpen(tx, targetId);
    const lowers = dec(row.line.net ?? '0').negated();
    if (row.line.reversalOf !== null) {
      if (open === undefined || !dec(open).equals(lowers)) throw lineErrors.alreadyPaid();
    } else if (open === undefined || dec(open).lessThan(lowers)) {
      throw lineErrors.reductionRefused(`${where(row)}：未收金额不足，不能减免`);
    }
  }
}
