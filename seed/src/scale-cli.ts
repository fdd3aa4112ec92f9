// pnpm seed:scale --houses 100000 [--company SH]
// Adds houses (with estates, buildings, units) to a company of the database named by DATABASE_URL,
// or of the embedded database in DATA_DIR (default ./data). Migrates and runs the demo seed first.
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed } from './index';
import { seedContext } from './seed-context';
import { seedScale } from './scale';

const { values } = parseArgs({ options: { houses: { type: 'string', default: '100000' }, company: { type: 'string', default: 'SH' } } });
const houses = Number(values.houses);
if (!Number.isSafeInteger(houses) || houses < 1 || houses > 5_000_000) {
  console.error('用法：pnpm seed:scale --houses <1-5000000> [--company SH]');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  await runMigrations(database.db);
  await runDemoSeed(database.db);
  const companyId = await seedContext(database.db).company(values.company);
  const result = await seedScale(database.db, { houses, companyId });
  console.log(`seed:scale: ${result.houses} houses in ${result.estates} estates (${result.buildings} buildings) for ${values.company} in ${(result.ms / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
