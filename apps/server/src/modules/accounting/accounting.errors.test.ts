import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../../errors/db-errors';
import { registerAccountingConstraints } from './accounting.errors';
// These two answer some of the names in their own words, registered as they load (as in the app).
import './assets/assets.errors';
import './periods/periods.errors';

// Every constraint the accounting tables and the books' triggers can raise answers in Chinese.
const root = new URL('../../../../../', import.meta.url);
const sources = [
  readFileSync(new URL('migrations/0000_init.sql', root), 'utf8'),
  readFileSync(new URL('packages/db/sql/voucher_ledger.sql', root), 'utf8'),
].join('\n');
const names = new Set<string>();
for (const m of sources.matchAll(/CONSTRAINT(?: = '| ")(acct_[a-z_]+)/g)) names.add(m[1]!);
for (const m of sources.matchAll(/INDEX "(acct_[a-z_]+_unique)"/g)) names.add(m[1]!);
names.add('acct_books_pkey');

describe('accounting constraint messages', () => {
  registerAccountingConstraints();
  it('finds the constraints of the schema and the triggers', () => {
    expect(names.size).toBeGreaterThan(40);
    expect(names).toContain('acct_vouchers_posted_immutable');
  });
  it.each([...names].sort())('%s answers a Chinese message with an accounting code', (name) => {
    const error = fromDatabaseError({ code: 'P0001', constraint_name: name });
    expect(error?.errorCode).toMatch(/^accounting\./);
    expect(error?.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
