import { accessToken } from '../protocol/ids';
import type { VendorClock } from './clock';
import { wechatError } from './errors';

/** access_token lifetime (s), as `expires_in` says. */
export const TOKEN_SECONDS = 7200;
/** After a new /cgi-bin/token, the previous one still works this long ("5分钟内新老 access_token 都可用"). */
export const OLD_TOKEN_GRACE_SECONDS = 300;

interface Issued {
  kind: 'token' | 'stable';
  expiresAt: number;
}

/**
 * The account's access tokens (接口调用凭证). `/cgi-bin/token` issues a new one each call, leaving the previous one
 * five minutes; `/cgi-bin/stable_token` is kept apart (its own token, the same one again until it expires, a new
 * one on force_refresh that ends the previous at once), as the documentation says the two do not affect each other.
 */
export class AccessTokens {
  private tokens = new Map<string, Issued>();
  private latest: string | undefined;
  private stable: string | undefined;
  private seq = 0;

  constructor(private readonly clock: VendorClock) {}

  issue(): { access_token: string; expires_in: number } {
    const now = this.clock.now();
    const previous = this.latest ? this.tokens.get(this.latest) : undefined;
    if (previous) previous.expiresAt = Math.min(previous.expiresAt, now + OLD_TOKEN_GRACE_SECONDS * 1000);
    const token = accessToken(++this.seq);
    this.tokens.set(token, { kind: 'token', expiresAt: now + TOKEN_SECONDS * 1000 });
    this.latest = token;
    return { access_token: token, expires_in: TOKEN_SECONDS };
  }

  issueStable(forceRefresh: boolean): { access_token: string; expires_in: number } {
    const now = this.clock.now();
    const current = this.stable ? this.tokens.get(this.stable) : undefined;
    if (this.stable && current && current.expiresAt > now && !forceRefresh)
      return { access_token: this.stable, expires_in: Math.floor((current.expiresAt - now) / 1000) };
    if (this.stable) this.tokens.delete(this.stable);
    const token = accessToken(++this.seq);
    this.tokens.set(token, { kind: 'stable', expiresAt: now + TOKEN_SECONDS * 1000 });
    this.stable = token;
    return { access_token: token, expires_in: TOKEN_SECONDS };
  }

  /** 41001 absent, 40001 unknown (or replaced), 42001 expired. */
  check(token: string | undefined): void {
    if (!token) throw wechatError(41001);
    const issued = this.tokens.get(token);
    if (!issued) throw wechatError(40001);
    if (issued.expiresAt <= this.clock.now()) throw wechatError(42001);
  }

  /** Knob: every token issued so far answers 42001 from now on. */
  expireAll(): number {
    const now = this.clock.now();
    let n = 0;
    for (const issued of this.tokens.values())
      if (issued.expiresAt > now) {
        issued.expiresAt = now;
        n++;
      }
    return n;
  }

  clear(): void {
    this.tokens.clear();
    this.latest = undefined;
    this.stable = undefined;
  }
}
