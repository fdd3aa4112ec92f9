// Dumps the embedded database folder to a .tar.gz file. It takes the folder's lock while it
// works, so it refuses while the product runs (PGlite opens its folder for one process at a time).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataPath } from '@pm/db';
import { loadConfig } from '../config';
import { holdDataDirOrExit } from './hold-data-dir';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL 已设置：请使用 pg_dump 备份 PostgreSQL。');
  process.exit(2);
}
const target = resolve(process.argv[2] ?? `pm-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
const dataDir = embeddedDataPath(config.dataDir);
const lock = holdDataDirOrExit(dataDir);
const pg = await PGlite.create({ dataDir });
const dump = await pg.dumpDataDir('gzip');
await pg.close();
lock.release();
writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
console.log(`已备份到 ${target}`);
