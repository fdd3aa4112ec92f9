// `npm test`: install when needed, then every unit, server, provider and web test (vitest).
// Server tests use TEST_DATABASE_URL when set, else PGlite in memory: no PostgreSQL needed.
import { ensureInstalled } from './ensure-ready.mjs';
import { pnpm } from './pnpm.mjs';

ensureInstalled();
pnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]);
