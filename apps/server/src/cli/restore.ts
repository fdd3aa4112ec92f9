// Restores a dump made by db:dump into DATA_DIR. The current folder is kept beside it, renamed.
// It takes the folder's lock first, so it refuses while the product runs.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataPath } from '@pm/db';
import { loadConfig } from '../config';
import { holdDataDirOrExit } from './hold-data-dir';

const config = loadConfig();
const source = process.argv[2];
if (config.databaseUrl || !source) {
  console.error(
    config.databaseUrl ? 'DATABASE_URL 已设置：请使用 pg_restore。' : '用法：pnpm db:restore <备份文件.tar.gz>',
  );
  process.exit(2);
}
const dataDir = embeddedDataPath(config.dataDir);
const lock = holdDataDirOrExit(dataDir);
if (existsSync(dataDir)) {
  const kept = `${dataDir}.before-restore-${Date.now()}`;
  renameSync(dataDir, kept);
  console.log(`原数据已保留在 ${kept}`);
}
const pg = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(resolve(source))]) });
await pg.query('select 1');
await pg.close();
lock.release();
console.log(`已从 ${resolve(source)} 恢复`);
