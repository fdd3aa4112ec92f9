import { dec, taxFromGross, taxFromNet, taxToleranceProblems } from '@pm/domain';
import type { AllocationLeft } from './invoices.repo';

/** One line to invoice: the receipt line's part not yet invoiced, split at the item's rate (domain rules, per line). */
export interface PlannedLine {
  allocationId: number;
  itemId: number;
  name: string;
  taxCode: string;
  /** numeric(5,4) text. */
  rate: string;
  policyFlag: string | null;
  covered: string;
  gross: string;
  net: string;
  tax: string;
}

export type PlanResult = { ok: true; lines: PlannedLine[] } | { ok: false; missingTax: string[] } | { ok: false; nothing: true };

/**
 * The lines of what is left to invoice of a receipt's lines: items passed through (代收代付) are not ours to
 * invoice; an item whose prices include tax is split 金额 = round(left / (1 + rate)); one without tax gets the tax
 * on top (税额 = round(left × rate)). `covered` is the receipt-line amount the line counts against what was paid.
 */
export function planLines(rows: readonly AllocationLeft[]): PlanResult {
  const open = rows
    .filter((row) => !row.pass_through)
    .map((row) => ({ row, left: dec(row.paid).minus(dec(row.invoiced)) }))
    .filter(({ left }) => left.greaterThan(0));
  if (open.length === 0) return { ok: false, nothing: true };
  const missing = [...new Set(open.filter(({ row }) => row.tax_code === null || row.rate === null).map(({ row }) => row.item_name))];
  if (missing.length) return { ok: false, missingTax: missing };
  return {
    ok: true,
    lines: open.map(({ row, left }) => {
      const rate = row.rate ?? '0';
      const amount = left.toFixed(2);
      const split = row.price_includes_tax === false ? taxFromNet(amount, rate) : taxFromGross(amount, rate);
      return {
        allocationId: row.allocation_id,
        itemId: row.item_id,
        name: row.goods_name ?? row.item_name,
        taxCode: row.tax_code ?? '',
        rate,
        policyFlag: row.policy_flag,
        covered: amount,
        ...split,
      };
    }),
  };
}

/** The lines grouped into invoices: one for the receipt (merged) or one per charge item, in first-seen order. */
export function groupLines(lines: readonly PlannedLine[], mode: 'merged' | 'per_item'): PlannedLine[][] {
  if (mode === 'merged') return [[...lines]];
  const groups = new Map<number, PlannedLine[]>();
  for (const line of lines) groups.set(line.itemId, [...(groups.get(line.itemId) ?? []), line]);
  return [...groups.values()];
}

/** Whether the platforms' tolerances (±0.06 per line, 1.27 per invoice) let these lines go as one invoice. */
export function withinTolerance(lines: readonly PlannedLine[]): boolean {
  return taxToleranceProblems(lines.map((l) => ({ net: l.net, tax: l.tax, rate: l.rate }))).length === 0;
}
