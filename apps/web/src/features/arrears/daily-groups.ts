import type { Daily } from './types';

/**
 * The six groupings of 收费日报, in the order the report shows them. `partition`: every payment
 * falls under exactly one key (tenders split the total by method), so the report's total is the
 * grouping's total too; by item only lines are split (money into accounts has no item), so that
 * table shows no total of its own.
 */
export const DAILY_GROUPS = [
  { field: 'byDay', group: 'day', partition: true },
  { field: 'byEstate', group: 'estate', partition: true },
  { field: 'byItem', group: 'item', partition: false },
  { field: 'byMethod', group: 'method', partition: true },
  { field: 'byCashier', group: 'cashier', partition: true },
  { field: 'byType', group: 'type', partition: true },
] as const satisfies readonly { field: keyof Daily; group: string; partition: boolean }[];

