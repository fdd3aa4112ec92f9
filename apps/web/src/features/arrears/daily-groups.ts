import type { Daily } from './types';

/**
 * The six groupings of 收费日报, in the order the report shows them. Every payment falls under
 * exactly one key (tenders split the total by method), so each table ends with the report's total.
 * By item only what settled bill lines is split; the reconciling rows (money into and out of the
 * house's accounts, offsets from 预交款) follow the items, so that table adds up to the total too.
 */
export const DAILY_GROUPS = [
  { field: 'byDay', group: 'day', reconciled: false },
  { field: 'byEstate', group: 'estate', reconciled: false },
  { field: 'byItem', group: 'item', reconciled: true },
  { field: 'byMethod', group: 'method', reconciled: false },
  { field: 'byCashier', group: 'cashier', reconciled: false },
  { field: 'byType', group: 'type', reconciled: false },
] as const satisfies readonly { field: keyof Daily; group: string; reconciled: boolean }[];
