// The server suite again on a real PostgreSQL (CI: the machine's, 127.0.0.1:5432 user postgres).
import { ensureInstalled } from './ensure-ready.mjs';
import { pnpm } from './pnpm.mjs';

ensureInstalled();
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
pnpm(['exec', 'vitest', 'run', '--project', 'server']);
