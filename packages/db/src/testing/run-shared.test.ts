import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { madeOnce } from './run-shared';

const dir = mkdtempSync(join(tmpdir(), 'pm-run-shared-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data made once for a test run', () => {
  it('is made by one of the callers asking at once; the others read its file', async () => {
    const file = join(dir, 'once.bin');
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Uint8Array([1, 2, 3]);
    };
    const answers = await Promise.all([madeOnce(file, make), madeOnce(file, make), madeOnce(file, make)]);
    expect(made).toBe(1);
    expect(answers.map((a) => [...a])).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('takes over the lock of a maker that died, and lets the next caller try again after a maker failed', async () => {
    const file = join(dir, 'stale.bin');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${file}.lock`, String(dead));
    await expect(madeOnce(file, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect([...(await madeOnce(file, async () => new Uint8Array([9])))]).toEqual([9]);
  });
});
