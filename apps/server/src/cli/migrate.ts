import { DataDirLockedError, openDatabase, runMigrations } from '@pm/db';
import { loadConfig } from '../config';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
await runMigrations(database.db);
await database.close();
console.log(`迁移完成（${database.mode === 'embedded' ? config.dataDir : 'PostgreSQL'}）`);
