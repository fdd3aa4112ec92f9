// `node scripts/pnpm-run.mjs <args>`: the pinned pnpm, installed or through npx.
import { pnpm } from './pnpm.mjs';

pnpm(process.argv.slice(2));
