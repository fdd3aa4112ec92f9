import { accessToken } from '../protocol/ids';
import type { VendorClock } from './clock';
import { nuonuoError } from './errors';

/** access_token lifetime (s): 24 hours (notes §5). */
export const TOKEN_SECONDS = 86_400;
/** Token calls allowed per 30 days (notes §5: "at most 50 token calls per 30 days — cache it"). */
export const TOKEN_CALLS_PER_30_DAYS = 50;
const THIRTY_DAYS_MS = 30 * 86_400_000;

/**
 * The application's access tokens (client_credentials). While one is valid the same one is answered with what is
 * left of it (**chosen**: the documentation read does not say; it keeps every server instance on one token), and
 * each call counts against the 50 per 30 days.
 */
export class AccessTokens {
  private current: { token: string; expiresAt: number } | undefined;
  private calls: number[] = [];

  constructor(private readonly clock: VendorClock) {}

  /** The token and its seconds left; undefined when the 30-day quota is spent. */
  issue(): { access_token: string; expires_in: number } | undefined {
    const now = this.clock.now();
    this.calls = this.calls.filter((at) => at > now - THIRTY_DAYS_MS);
    if (this.calls.length >= TOKEN_CALLS_PER_30_DAYS) return undefined;
    this.calls.push(now);
    if (!this.current || this.current.expiresAt <= now)
      this.current = { token: accessToken(), expiresAt: now + TOKEN_SECONDS * 1000 };
    return { access_token: this.current.token, expires_in: Math.floor((this.current.expiresAt - now) / 1000) };
  }

  check(token: string | undefined): void {
    if (!token) throw nuonuoError('tokenMissing');
    if (!this.current || this.current.token !== token || this.current.expiresAt <= this.clock.now())
      throw nuonuoError('tokenInvalid');
  }

  /** Knob: the token issued so far is refused from now on (a client must fetch a new one). */
  expire(): boolean {
    const had = this.current !== undefined;
    this.current = undefined;
    return had;
  }

  get callsIn30Days(): number {
    return this.calls.length;
  }

  clear(): void {
    this.current = undefined;
    this.calls = [];
  }
}
