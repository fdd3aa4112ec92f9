import { openDatabase, runMigrations } from '@pm/db';
import { loadConfig } from '../config';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database.db);
await database.close();
console.log(`迁移完成（${database.mode === 'embedded' ? config.dataDir : 'PostgreSQL'}）`);
