import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import type { NewLine } from './compute-lines';
import { insertLines, type LineOrigin } from './runs.repo';

// insertLines sends each column as an array, or as one constant when the chunk's values are all the
// same (runs.repo.ts columnParams): every mix of constant, varying and null columns reads back as written.
let database: Database;
const origin: LineOrigin = { companyId: 9301, estateId: 41, runId: null, userId: 7 };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

type Line = NewLine & { shareRuleId?: number | null; dispatchId?: number | null; generation?: number };

function line(key: string, overrides: Partial<Line> = {}): Line {
  return {
    houseId: 501,
    itemId: 11,
    targetType: 'house',
    targetId: 501,
    standardId: 3,
    period: '2025-01',
    periodFrom: '2025-01-01',
    periodTo: '2025-01-31',
    billKey: key,
    quantity: '89.4700',
    unitPrice: '2.3000',
    fraction: null,
    gross: '205.78',
    net: '205.78',
    dueDate: '2025-01-16',
    status: 'pending_audit',
    readingId: null,
    remark: null,
    ...overrides,
  };
}

async function stored(keys: string[]) {
  const rows = await database.sql<Record<string, string | null>[]>`
    select company_id::text, estate_id::text, run_id::text, created_by::text, house_id::text, item_id::text, target_type, target_id::text,
      standard_id::text, period, period_from::text, period_to::text, bill_key, generation::text, quantity::text, unit_price::text, fraction,
      gross::text, net::text, due_date::text, status, reading_id::text, share_rule_id::text, dispatch_id::text, remark
    from bill_lines where company_id = ${origin.companyId} and bill_key = any(${keys}) order by bill_key`;
  return rows.map((r) => ({ ...r }));
}

const expected = (x: Line) => ({
  company_id: String(origin.companyId),
  estate_id: String(origin.estateId),
  run_id: null,
  created_by: String(origin.userId),
  house_id: String(x.houseId),
  item_id: String(x.itemId),
  target_type: x.targetType,
  target_id: x.targetId === null ? null : String(x.targetId),
  standard_id: x.standardId === null ? null : String(x.standardId),
  period: x.period,
  period_from: x.periodFrom,
  period_to: x.periodTo,
  bill_key: x.billKey,
  generation: String(x.generation ?? 0),
  quantity: x.quantity,
  unit_price: x.unitPrice,
  fraction: x.fraction,
  gross: x.gross,
  net: x.net,
  due_date: x.dueDate,
  status: x.status,
  reading_id: x.readingId === null ? null : String(x.readingId),
  share_rule_id: x.shareRuleId == null ? null : String(x.shareRuleId),
  dispatch_id: x.dispatchId == null ? null : String(x.dispatchId),
  remark: x.remark,
});

describe('insertLines', () => {
  it('writes one line (every column a constant) as given', async () => {
    const one = line('t1:a', { remark: '派工单 "D-1", {x}\\', dispatchId: 88, generation: 2 });
    expect(await insertLines(database.db, origin, [one])).toEqual({ created: 1, amounts: ['205.78'] });
    expect(await stored(['t1:a'])).toEqual([expected(one)]);
  });

  it('writes constant, varying, partly null and all-null columns as given', async () => {
    const lines = [
      line('t2:a'),
      line('t2:b', { houseId: 502, targetId: null, quantity: null, gross: null, net: null, status: 'pending_calc', remark: '缺少计费面积', fraction: '14/31' }),
      line('t2:c', { houseId: 503, itemId: 12, targetType: 'meter', targetId: 9, readingId: 77, quantity: '12.5000', gross: '28.75', net: '28.75', dueDate: '2025-01-31', shareRuleId: 5 }),
    ];
    expect(await insertLines(database.db, origin, lines)).toEqual({ created: 3, amounts: ['234.53'] });
    expect(await stored(lines.map((x) => x.billKey))).toEqual(lines.map(expected));
  });

  it('writes the same house twice in a chunk, and skips keys billed before', async () => {
    const lines = [line('t3:a'), line('t3:b', { period: '2025-02', periodFrom: '2025-02-01', periodTo: '2025-02-28' })];
    expect(await insertLines(database.db, origin, lines)).toEqual({ created: 2, amounts: ['411.56'] });
    expect(await insertLines(database.db, origin, [...lines, line('t3:c')])).toEqual({ created: 1, amounts: ['205.78'] });
    expect(await stored(['t3:a', 't3:b', 't3:c'])).toEqual([...lines, line('t3:c')].map(expected));
  });
});
