import { describe, expect, it } from 'vitest';
import { logDetailText } from './log-detail';

describe('logDetailText', () => {
  it('reads a refusal as where, which function and from which address', () => {
    const detail = { method: 'POST', path: '/api/accounting/vouchers/7/post', functions: ['accounting_voucher-post'], access: 'write', reason: 'not-granted', ip: '10.0.0.8' };
    expect(logDetailText('denied', detail)).toBe('POST /api/accounting/vouchers/7/post · 凭证登账 · 10.0.0.8');
  });

  it('lists other details as their fields, leaving out empty ones, and cuts long text', () => {
    expect(logDetailText('update', { code: 'A01', version: 2, note: null })).toBe('code: A01，version: 2');
    expect(logDetailText('import', undefined)).toBe('');
    expect(logDetailText('update', { text: 'x'.repeat(400) })).toHaveLength(160);
  });
});
