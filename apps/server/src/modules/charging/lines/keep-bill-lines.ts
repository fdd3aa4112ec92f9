import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ExportPurpose, LineQuery, OtherLineInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, editRefusal, periodBounds, periodDueDate, type BillStatus } from '@pm/domain';
import type { Session } from '../../../http/session';
import { batchesAfter, exportWorkbook, type ExportCell } from '../../records/index';
import { lineAnswer } from './build-line-answer';
import { lineErrors } from './lines.errors';
import { billKey } from './build-line-keys';
import * as repo from './lines.repo';
import { lineHasReductions } from '../reductions/reductions.repo';
import { chargeItem, dueDaysOf } from '../runs/runs.repo';

const STATUS_LABEL: Record<string, string> = { pending_calc: '待计费', pending_audit: '待审核', audited: '已审核', released: '待收费', paid: '已收费' };
const HEADER = ['房屋编号', '房屋名称', '收费项目', '计费对象', '期间', '开始日期', '结束日期', '数量', '单价', '应收金额', '减免', '实际应收', '未收', '应缴日期', '状态', '备注'];

/** 应收费用: the list with its sums, a line's audit trail, the Excel export, hand-entered lines, drafts deleted. */
export class BillLines {
  constructor(private readonly db: Db) {}

  async page(session: Session, q: z.output<typeof LineQuery>) {
    const { page, size, ...filter } = q;
    const result = await repo.pageLines(this.db, session.companyId, filter, page, size);
    return { total: result.total, page, size, rows: result.rows.map(lineAnswer), sumNet: dec(result.sumNet).toFixed(2), sumOpen: dec(result.sumOpen).toFixed(2) };
  }

  async events(session: Session, id: number) {
    if (!(await repo.lineExists(this.db, session.companyId, id))) throw lineErrors.lineNotFound();
    const rows = await repo.lineEvents(this.db, session.companyId, id);
    return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  }

  async export(session: Session, input: repo.LineFilter & ExportPurpose) {
    const { usage, auditor, auditDate, ...filter } = input;
    const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    const fetch = (afterId: number, size: number) => repo.linesAfter(this.db, session.companyId, filter, afterId, size);
    const rows = (async function* () {
      for await (const batch of batchesAfter(fetch, (row) => row.line.id)) {
        yield batch.map((row): ExportCell[] => {
          const a = lineAnswer(row);
          return [a.houseCode, a.houseName, a.itemName, a.targetName, a.period, a.periodFrom, a.periodTo, a.quantity, a.unitPrice, a.gross, a.reduction, a.net, a.open, a.dueDate, STATUS_LABEL[a.status] ?? a.status, a.remark];
        });
      }
    })();
    return exportWorkbook(this.db, session, { recordKey: 'charging-lines', purpose: { usage, auditor, auditDate }, filters, title: '应收费用', header: HEADER, rows });
  }

  /** 其他: a one-off line entered by hand, 待审核. Each entry is its own line (its key carries a nonce). */
  async createOther(session: Session, input: z.output<typeof OtherLineInput>) {
    const id = await this.db.transaction(async (tx) => {
      const house = await repo.houseOf(tx, session.companyId, input.houseId);
      if (!house) throw lineErrors.badInput('houseId', '房屋不存在');
      if (!(await chargeItem(tx, session.companyId, input.itemId))) throw lineErrors.badInput('itemId', '收费项目不存在');
      const dueDays = await dueDaysOf(tx, session.companyId, house.estateId);
      const { first, last } = periodBounds(input.period);
      const amount = dec(input.amount).toFixed(2);
      const lineId = await repo.insertLine(tx, {
        companyId: session.companyId,
        estateId: house.estateId,
        houseId: house.id,
        itemId: input.itemId,
        targetType: 'other',
        targetId: null,
        period: input.period,
        periodFrom: first,
        periodTo: last,
        billKey: `${billKey(house.id, input.itemId, 'other', null, input.period)}:${randomUUID().slice(0, 8)}`,
        quantity: '1',
        unitPrice: amount,
        gross: amount,
        net: amount,
        dueDate: input.dueDate ?? periodDueDate(input.period, dueDays(input.itemId)),
        status: 'pending_audit',
        remark: input.remark ?? null,
        createdBy: session.userId,
        updatedBy: session.userId,
      });
      await repo.insertEvents(tx, [{ companyId: session.companyId, lineId, action: 'create', fromStatus: null, toStatus: 'pending_audit', note: null, by: session.userId }]);
      return lineId;
    });
    const [row] = await repo.lineRows(this.db, session.companyId, [id]);
    return lineAnswer(row!);
  }

  /** Deletes a draft (待计费 or 待审核); a released line is refused (reverse it), an audited one needs 反审核 first. */
  async deleteDraft(session: Session, id: number) {
    await this.db.transaction(async (tx) => {
      const [row] = await repo.lockLines(tx, session.companyId, [id]);
      if (!row) throw lineErrors.lineNotFound();
      if (row.line.releasedAt) throw lineErrors.released();
      const refusal = editRefusal(row.line.status as BillStatus);
      if (refusal) throw lineErrors.wrongState(`房屋${row.houseCode} ${row.line.period}`, refusal);
      if (await lineHasReductions(tx, id)) throw lineErrors.wrongState(`房屋${row.houseCode} ${row.line.period}`, '该费用有减免记录，不能删除');
      await repo.deleteLine(tx, id);
      await repo.insertEvents(tx, [{ companyId: session.companyId, lineId: id, action: 'delete', fromStatus: row.line.status, toStatus: null, note: null, by: session.userId }]);
    });
    return null;
  }
}
