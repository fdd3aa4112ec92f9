// The soak's database: created fresh on the given server, migrated, the demo seed and seed:scale houses with their
// settlement data (three periodic items bound to every house, released lines part paid), so the staff have open
// lines to pay at the counter and estates to bill for months to come.
import postgres from 'postgres';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed, seedContext, seedScale } from '@pm/seed';

export interface SoakData {
  url: string;
  companyId: number;
  estateIds: number[];
  lines: number;
  ms: number;
}

export const databaseUrl = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function buildSoakDatabase(adminUrl: string, name: string, scale: { houses: number; linesPerHouse: number }): Promise<SoakData> {
  const started = performance.now();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: 4 });
  try {
    await runMigrations(database.db);
    await runDemoSeed(database.db);
    const companyId = await seedContext(database.db).company('SH');
    const result = await seedScale(database.db, { houses: scale.houses, companyId, settlement: { linesPerHouse: scale.linesPerHouse } });
    await database.sql`vacuum analyze`;
    const estates = await database.sql<{ id: string }[]>`select id from estates where company_id = ${companyId} and code like 'S%-E%' order by id`;
    return { url, companyId, estateIds: estates.map((e) => Number(e.id)), lines: result.settlement?.lines ?? 0, ms: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

export async function dropSoakDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
