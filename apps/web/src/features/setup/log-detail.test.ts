import { describe, expect, it } from 'vitest';
import { logDetailText } from './log-detail';

const words = { granted: '授予', revoked: '收回', none: '无' };

describe('logDetailText', () => {
  it('reads a refusal as where, which function and from which address', () => {
    const detail = { method: 'POST', path: '/api/accounting/vouchers/7/post', functions: ['accounting_voucher-post'], access: 'write', reason: 'not-granted', ip: '10.0.0.8' };
    expect(logDetailText('denied', detail, words)).toBe('POST /api/accounting/vouchers/7/post · 凭证登账 · 10.0.0.8');
  });

  it('reads a change of 员工权限 as the items granted and taken away', () => {
    expect(logDetailText('update', { added: [1603], removed: [], granted: ['凭证审核'], revoked: [] }, words)).toBe('授予：凭证审核；收回：无');
    expect(logDetailText('update', { added: [1, 2], removed: [3], granted: ['公司架构', '部门管理'], revoked: ['岗位职责'] }, words)).toBe(
      '授予：公司架构、部门管理；收回：岗位职责',
    );
  });

  it('lists other details as their fields, leaving out empty ones, and cuts long text', () => {
    expect(logDetailText('update', { code: 'A01', version: 2, note: null }, words)).toBe('code: A01，version: 2');
    expect(logDetailText('import', undefined, words)).toBe('');
    expect(logDetailText('update', { text: 'x'.repeat(400) }, words)).toHaveLength(160);
  });
});
