// The long pass of the fuzz suite (the short one runs in the server tests): FUZZ_RUNS hostile bodies
// and queries (default 1000) to every write endpoint of the contracts (the record engine's once per
// record key) as a signed-in user of the endpoint's role, through app.inject on a fresh test database.
// Run: npm run bench -- fuzz   (or: pnpm --filter @pm/bench exec tsx fuzz.ts [runs] [seed])
// The database is embedded (PGlite) unless TEST_DATABASE_URL names a PostgreSQL.
// Prints requests sent, per-status counts and the 5xx found (must be 0); exits 1 when any answer
// broke the rules (5xx, no {code, msg} envelope, no Chinese message), listing the first ones.
import { cpus } from 'node:os';
import { createTestApp } from '../apps/server/test/harness';
import { formatReport, runFuzz } from '../apps/server/test/fuzz/fuzz-runner';

const runs = Number(process.argv[2] ?? process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.argv[3] ?? process.env.FUZZ_SEED ?? 20261124);

const t = await createTestApp();
try {
  console.log(
    `fuzz: ${runs} requests per write endpoint, seed ${seed}, database ${t.database.mode}, ${cpus().length} cores, Node ${process.version}`,
  );
  let last = Date.now();
  const report = await runFuzz(t, {
    runs,
    seed,
    onEndpoint: (done, total) => {
      if (Date.now() - last > 15_000 || done === total) {
        last = Date.now();
        console.log(`  ${done}/${total} endpoints`);
      }
    },
  });
  console.log(formatReport(report));
  process.exitCode = report.broken === 0 ? 0 : 1;
} finally {
  await t.close();
}
