import { sumAmounts } from '@pm/domain';
import type { OwnerBillLine } from './api/bills';

// Pure helpers of the bills (money as decimal text, never JS numbers).

/** The lines grouped by their period (month), in the order the server gave them (oldest due first). */
export function linesByPeriod(lines: readonly OwnerBillLine[]): { period: string; lines: OwnerBillLine[] }[] {
  const groups = new Map<string, OwnerBillLine[]>();
  for (const line of lines) {
    const group = groups.get(line.period);
    if (group) group.push(line);
    else groups.set(line.period, [line]);
  }
  return [...groups].map(([period, ls]) => ({ period, lines: ls }));
}

/** The lines an owner may choose: those not held by an order being paid. */
export function payableIds(lines: readonly OwnerBillLine[]): number[] {
  return lines.filter((l) => !l.held).map((l) => l.id);
}

/** What the chosen lines come to (principal + late fee), exact, as text with 2 decimals. */
export function chosenDue(lines: readonly OwnerBillLine[], chosen: ReadonlySet<number>): string {
  return sumAmounts(lines.filter((l) => chosen.has(l.id) && !l.held).map((l) => l.due));
}
