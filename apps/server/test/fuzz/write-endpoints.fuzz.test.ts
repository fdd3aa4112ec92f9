import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { formatReport, runFuzz } from './fuzz-runner';

// The short pass of the fuzz suite (the long one: `npm run bench -- fuzz`). FUZZ_RUNS requests per
// write endpoint (record endpoints once per record key), FUZZ_SEED to replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('hostile bodies and queries on every write endpoint', () => {
  it('never answer a server error, always the envelope with a Chinese message', async () => {
    const report = await runFuzz(t, { runs: RUNS, seed: SEED });
    const summary = formatReport(report);
    expect(report.sent).toBe(report.endpoints * RUNS);
    expect(report.endpoints).toBeGreaterThan(100);
    expect(report.broken, summary).toBe(0);
  }, 600_000);
});
