import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunTemplates } from '@pm/db/testing';

// What one test run builds once and its workers share (the demo seed: a PGlite dump in this folder,
// or a PostgreSQL template database named after it; @pm/db/testing), removed when the run ends.
// Workers inherit PM_TEST_RUN_DIR.
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pm-test-run-'));
  process.env.PM_TEST_RUN_DIR = dir;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropRunTemplates(url);
    rmSync(dir, { recursive: true, force: true });
  };
}
