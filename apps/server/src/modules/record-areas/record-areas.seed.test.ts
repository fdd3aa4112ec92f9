import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceRecords,
  officeRecords,
  patrolRecords,
  qualityRecords,
  securityRecords,
  serviceRecords,
  setupRecords,
  type RecordDef,
} from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { UserCalls } from '../../../test/user-calls';
import { buildUser } from '../../../test/factories/users';
import { eq } from 'drizzle-orm';
import { schema } from '@pm/db';

// The demo seed gives every record-area screen rows in SH and HZ, and every seeded row passes the
// declaration and the area's rules (it is saved back unchanged through the engine).

const areaRecords: RecordDef[] = [
  ...serviceRecords,
  ...deviceRecords,
  ...patrolRecords,
  ...qualityRecords,
  ...securityRecords,
  ...officeRecords,
  ...setupRecords,
];

let t: TestApp;
const callers: Record<'SH' | 'HZ', UserCalls | undefined> = { SH: undefined, HZ: undefined };

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
  // A keeper of every area's records in each company: the test is about the seeded rows, not the demo's grants.
  for (const code of ['SH', 'HZ'] as const) {
    const [company] = await t.database.db.select({ id: schema.companies.id }).from(schema.companies).where(eq(schema.companies.code, code));
    callers[code] = t.as(await buildUser(t.database.db, { companyId: company!.id, role: 'emp', grants: 'all' }));
  }
}, 300_000);
afterAll(() => t.close());

/** The body of a row as a form would send it back: its writable fields. */
const writable = (def: RecordDef, row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([name]) => [name, row[name]]),
  );

describe.each(['SH', 'HZ'] as const)('demo rows of %s', (code) => {
  it.each(areaRecords.filter((d) => d.key !== 'patrol-inspector' || code === 'SH').map((d) => [d.key, d] as const))(
    '%s has rows that save back unchanged',
    async (key, def) => {
      const c = callers[code];
      if (!c) throw new Error('no caller');
      const list = await c.get<{ total: number; rows: Record<string, unknown>[] }>(`/api/records/${key}?size=999`);
      expect(list.status).toBe(200);
      expect(list.body.data.total, key).toBeGreaterThan(0);
      for (const raw of list.body.data.rows) {
        const row = def.row.parse(raw);
        const res = await c.put(`/api/records/${key}/${row.id}`, { id: row.id, version: row.version, ...writable(def, row) });
        expect(res.status, `${key} ${row.id}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    },
  );
});

describe('the patrol-plan demo', () => {
  it('has an SH inspector over-planned in November (available hours below zero), as the screen flag needs', async () => {
    const list = await callers.SH?.get<{ rows: { availableHours: string; hoursConfirmed: boolean }[] }>(
      '/api/records/patrol-plan?size=50',
    );
    const negative = list?.body.data.rows.filter((r) => Number(r.availableHours) < 0) ?? [];
    expect(negative.length).toBe(2);
    expect(negative.every((r) => r.hoursConfirmed && r.availableHours === '-10.00')).toBe(true);
  });
});
