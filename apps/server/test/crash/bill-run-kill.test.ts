import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations, schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { addStandard, buildChargingWorld, type ChargingWorld } from '../factories/charging';
import { call, prepareDatabase, tokenOf, waitFor } from './crash-kit';
import { spawnServer, type SpawnedServer } from './spawned-server';

// kill -9 in the middle of a bill run, on the embedded database (the restarted server takes the
// batch in hand at once) and on PostgreSQL with two instances (the other one finishes it once the
// task expires): the run ends done, every house billed once, and a new run of the estate starts.

const HOUSES = 4000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const running: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of running) await server.kill9().catch(() => undefined);
});

async function prepare(db: Database): Promise<{ world: ChargingWorld; token: string }> {
  await prepareDatabase(db);
  const world = await buildChargingWorld(db.db, Array.from({ length: HOUSES }, (_, i) => ({ buildArea: `${80 + (i % 40)}.25` })));
  await addStandard(db.db, world, { itemId: world.items.property, code: 'WY', unitPrice: '2.3000' });
  await addStandard(db.db, world, { itemId: world.items.garbage, code: 'LJ', priceMethod: '2', basis: 'house', fixedAmount: '15.00' });
  const bindings = world.houses.flatMap((h) => [
    { companyId: world.companyId, estateId: world.estateId, houseId: h.id, targetType: 'house', targetId: h.id, itemId: world.items.property, standardCode: 'WY', startDate: '2020-01-01' },
    { companyId: world.companyId, estateId: world.estateId, houseId: h.id, targetType: 'house', targetId: h.id, itemId: world.items.garbage, standardCode: 'LJ', startDate: '2020-01-01' },
  ]);
  for (let i = 0; i < bindings.length; i += 1000) await db.db.insert(schema.chargeBindings).values(bindings.slice(i, i + 1000));
  return { world, token: await tokenOf(db, world.clerk.id) };
}

interface RunState {
  state: string;
  done: number;
  total: number;
  linesCreated: number;
  linesSkipped: number;
}

const waitRun = (server: SpawnedServer, token: string, id: number, until: (run: RunState) => boolean, timeoutMs: number) =>
  waitFor<RunState>(server, token, `/api/charging/runs/${id}`, until, timeoutMs);

/** Lines of the world's estate and period, and how many bill keys appear more than once. */
async function linesOf(db: Database, world: ChargingWorld, period: string) {
  const [row] = await db.db.execute<{ n: number; dup: number }>(sql`
    select count(*)::int as n,
      (select count(*)::int from (select bill_key from bill_lines where company_id = ${world.companyId} and period = ${period} group by bill_key, generation having count(*) > 1) d) as dup
    from bill_lines where company_id = ${world.companyId} and period = ${period}`);
  return row!;
}

describe('a bill run survives kill -9', () => {
  it('on the embedded database: the restarted server finishes it at once, each house billed once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pm-kill-'));
    try {
      const db = await openDatabase({ dataDir });
      await runMigrations(db.db);
      const { world, token } = await prepare(db);
      await db.close();

      const env = { DATA_DIR: dataDir };
      const first = await spawnServer(env);
      running.push(first);
      const started = await call<{ id: number }>(first, token, 'POST', '/api/charging/runs', { estateId: world.estateId, kind: 'normal', periodFrom: '2030-01' });
      expect(started.status).toBe(200);
      const runId = started.data.id;
      const midway = await waitRun(first, token, runId, (run) => run.done > 0, 60_000);
      expect(midway.done).toBeLessThan(HOUSES);
      await first.kill9();

      const second = await spawnServer(env);
      running.push(second);
      const end = await waitRun(second, token, runId, (run) => run.state !== 'running', 60_000);
      expect(end).toMatchObject({ state: 'done', done: HOUSES, total: HOUSES, linesCreated: HOUSES * 2 });
      // a new run of the estate is not blocked
      const next = await call<{ id: number }>(second, token, 'POST', '/api/charging/runs', { estateId: world.estateId, kind: 'normal', periodFrom: '2030-02' });
      expect(next.status).toBe(200);
      await waitRun(second, token, next.data.id, (run) => run.state === 'done', 60_000);
      await second.stop();

      const check = await openDatabase({ dataDir });
      try {
        expect(await linesOf(check, world, '2030-01')).toEqual({ n: HOUSES * 2, dup: 0 });
      } finally {
        await check.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it.skipIf(!onPostgres)('on PostgreSQL with two instances: killing the one running it lets the other finish it, no line twice', async () => {
    const db = await openTestDatabase();
    try {
      const { world, token } = await prepare(db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${String(db.sql.options.database)}`;
      const env = { DATABASE_URL: url.toString(), JOB_EXPIRE_SECONDS: '10' };
      const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      running.push(a, b);
      const started = await call<{ id: number }>(a, token, 'POST', '/api/charging/runs', { estateId: world.estateId, kind: 'normal', periodFrom: '2030-01' });
      expect(started.status).toBe(200);
      await waitRun(b, token, started.data.id, (run) => run.done > 0, 60_000);
      await a.kill9();
      const end = await waitRun(b, token, started.data.id, (run) => run.state !== 'running', 120_000);
      expect(end).toMatchObject({ state: 'done', done: HOUSES, linesCreated: HOUSES * 2 });
      expect(await linesOf(db, world, '2030-01')).toEqual({ n: HOUSES * 2, dup: 0 });
      const next = await call(b, token, 'POST', '/api/charging/runs', { estateId: world.estateId, kind: 'normal', periodFrom: '2030-02' });
      expect(next.status).toBe(200);
      await b.stop();
    } finally {
      await db.close();
    }
  }, 300_000);
});
