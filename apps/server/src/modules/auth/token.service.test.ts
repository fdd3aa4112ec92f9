import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './token.service';

const subject = {
  userId: 7,
  companyId: 3,
  role: 'emp' as const,
  username: 'emp07',
  mustChangePassword: false,
  tokenVersion: 2,
};
const secret = 'x'.repeat(48);

describe('TokenService', () => {
  it('issues a token that verifies to the same subject with a jti and expiry', async () => {
    const s = new TokenService(secret, 600);
    const { token, jti, exp } = await s.issue(subject);
    expect(await s.verify(token)).toEqual({ ...subject, jti, exp });
  });

  it('refuses a token of another secret, issuer or audience', async () => {
    const s = new TokenService(secret, 600);
    const other = new TokenService('y'.repeat(48), 600);
    expect(await s.verify((await other.issue(subject)).token)).toBeUndefined();
    const key = new TextEncoder().encode(secret);
    const now = Math.floor(Date.now() / 1000);
    const make = (iss: string, aud: string) =>
      new SignJWT({ cid: 3, role: 'emp', usr: 'emp07', mcp: false, ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .setJti('j')
        .sign(key);
    expect(await s.verify(await make('someone-else', TOKEN_AUDIENCE))).toBeUndefined();
    expect(await s.verify(await make(TOKEN_ISSUER, 'another-app'))).toBeUndefined();
    expect(await s.verify(await make(TOKEN_ISSUER, TOKEN_AUDIENCE))).toBeDefined();
  });

  it('refuses an unknown role and missing claims', async () => {
    const s = new TokenService(secret, 600);
    const key = new TextEncoder().encode(secret);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ cid: 3, role: 'admin', usr: 'x', mcp: false, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .setJti('j')
      .sign(key);
    expect(await s.verify(token)).toBeUndefined();
  });

  it('refuses a remembered token once it has expired', async () => {
    const s = new TokenService(secret, 60);
    const { token } = await s.issue(subject);
    expect(await s.verify(token)).toBeDefined();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await s.verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
