import { describe, expect, it } from 'vitest';
import { nuonuoSign, nuonuoSignMatches } from './nuonuo-sign';

const vector = { appKey: 'app', senid: 'a'.repeat(32), nonce: '12345678', timestamp: '1700000000' };

describe('X-Nuonuo-Sign (invoices note §5)', () => {
  it('matches the published test vector', () => {
    expect(nuonuoSign('secret', vector, '{"name":"中文"}')).toBe('4BzcKzrcoqxPis0W/W3X2ae0uIo=');
  });

  it('tells a changed body, secret or parameter', () => {
    const sign = nuonuoSign('secret', vector, '{"name":"中文"}');
    expect(nuonuoSignMatches('secret', vector, '{"name":"中文"}', sign)).toBe(true);
    expect(nuonuoSignMatches('secret', vector, '{"name":"英文"}', sign)).toBe(false);
    expect(nuonuoSignMatches('other', vector, '{"name":"中文"}', sign)).toBe(false);
    expect(nuonuoSignMatches('secret', { ...vector, nonce: '12345679' }, '{"name":"中文"}', sign)).toBe(false);
    expect(nuonuoSignMatches('secret', vector, '{"name":"中文"}', '')).toBe(false);
  });
});
