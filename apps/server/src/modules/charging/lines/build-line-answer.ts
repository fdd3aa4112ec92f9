import type { z } from 'zod';
import type { BillLineRow } from '@pm/contracts';
import { dec } from '@pm/domain';
import { shownStatus } from './build-line-keys';
import type { LineRowData } from './lines.repo';

type Row = z.output<typeof BillLineRow>;

const money = (v: string | null): string | null => (v === null ? null : dec(v).toFixed(2));
const four = (v: string | null): string | null => (v === null ? null : dec(v).toDecimalPlaces(4).toFixed());
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** A bill line as answered: money as 2-decimal text, 已收费 for a released line with nothing open. */
export function lineAnswer(row: LineRowData): Row {
  const { line } = row;
  return {
    id: line.id,
    estateId: line.estateId,
    houseId: line.houseId,
    houseCode: row.houseCode,
    houseName: row.houseName,
    itemId: line.itemId,
    itemName: row.itemName,
    runId: line.runId,
    targetType: line.targetType,
    targetName: row.targetName,
    period: line.period,
    periodFrom: line.periodFrom,
    periodTo: line.periodTo,
    quantity: four(line.quantity),
    unitPrice: four(line.unitPrice),
    fraction: line.fraction,
    gross: money(line.gross),
    reduction: dec(line.reduction).toFixed(2),
    net: money(line.net),
    open: line.releasedAt ? (money(row.open) ?? '0.00') : null,
    dueDate: line.dueDate,
    // A released reversal or adjustment line has no open part of its own: it lowers its target's.
    status: line.releasedAt && (line.reversalOf || line.adjustsLineId) ? 'released' : shownStatus(line.status, line.releasedAt, row.open),
    reversalOf: line.reversalOf,
    adjustsLineId: line.adjustsLineId,
    generation: line.generation,
    remark: line.remark,
    auditedByName: row.auditedByName,
    releasedAt: iso(line.releasedAt),
  };
}
