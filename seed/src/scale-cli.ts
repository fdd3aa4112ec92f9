// pnpm seed:scale --houses 100000 [--company SH] [--bill-months 12 | --lines-per-house 100]
// Adds houses (with estates, buildings, units) to a company of the database named by DATABASE_URL,
// or of the embedded database in DATA_DIR (default ./data). Migrates and runs the demo seed first.
// --bill-months N also adds charging (three periodic items bound to every new house, N released months);
// --lines-per-house N instead adds N released lines per house, part of them paid (settlement benches).
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed } from './index';
import { seedContext } from './seed-context';
import { seedScale } from './scale';

const { values } = parseArgs({ options: { houses: { type: 'string', default: '100000' }, company: { type: 'string', default: 'SH' }, 'bill-months': { type: 'string' }, 'lines-per-house': { type: 'string' } } });
const linesPerHouse = values['lines-per-house'] === undefined ? undefined : Number(values['lines-per-house']);
const billMonths = values['bill-months'] === undefined ? undefined : Number(values['bill-months']);
const houses = Number(values.houses);
if (!Number.isSafeInteger(houses) || houses < 1 || houses > 5_000_000 || (billMonths !== undefined && (!Number.isSafeInteger(billMonths) || billMonths < 0 || billMonths > 120)) || (linesPerHouse !== undefined && (billMonths !== undefined || !Number.isSafeInteger(linesPerHouse) || linesPerHouse < 1 || linesPerHouse > 360))) {
  console.error('用法：pnpm seed:scale --houses <1-5000000> [--company SH] [--bill-months <0-120> | --lines-per-house <1-360>]');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await runMigrations(database.db);
  await runDemoSeed(database.db);
  const companyId = await seedContext(database.db).company(values.company);
  const result = await seedScale(database.db, { houses, companyId, ...(billMonths === undefined ? {} : { charging: { billMonths } }), ...(linesPerHouse === undefined ? {} : { settlement: { linesPerHouse } }) });
  console.log(`seed:scale: ${result.houses} houses in ${result.estates} estates (${result.buildings} buildings) for ${values.company} in ${(result.ms / 1000).toFixed(1)} s`);
  if (result.charging) {
    const c = result.charging;
    console.log(`seed:scale: charging ${c.bindings} bindings, ${c.runs} runs, ${c.lines} released lines in ${(c.ms / 1000).toFixed(1)} s`);
  }
  if (result.settlement) {
    const t = result.settlement;
    console.log(`seed:scale: settlement ${t.lines} released lines, ${t.payments} payments, ${t.openLines} lines open in ${(t.ms / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
