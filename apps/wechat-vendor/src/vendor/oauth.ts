import { randomBytes } from 'node:crypto';
import { oauthCode } from '../protocol/ids';
import type { VendorClock } from './clock';
import { wechatError } from './errors';

/** A 网页授权 code lives 5 minutes and serves once. */
export const CODE_SECONDS = 300;
export const OAUTH_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

interface Code {
  openid: string;
  scope: OauthScope;
  issuedAt: number;
  used: boolean;
}

/** One authorisation as the page shows it. */
export interface OauthGrant {
  at: number;
  openid: string;
  scope: OauthScope;
  redirectUri: string;
  state: string;
  code: string;
  exchanged: boolean;
}

/** 网页授权: codes handed to redirect_uri, exchanged once for the user's openid and a web access_token. */
export class OauthCodes {
  private codes = new Map<string, Code>();
  private grants: OauthGrant[] = [];

  constructor(private readonly clock: VendorClock) {}

  /** The redirect target after the user chose who they are: `redirect_uri?code=…&state=…`. */
  authorize(openid: string, scope: OauthScope, redirectUri: string, state: string): string {
    const code = oauthCode();
    const at = this.clock.now();
    this.codes.set(code, { openid, scope, issuedAt: at, used: false });
    this.grants.push({ at, openid, scope, redirectUri, state, code, exchanged: false });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return target.toString();
  }

  /** 41008 absent; 40029 unknown or older than 5 minutes; 40163 used before. */
  exchange(code: string | undefined) {
    if (!code) throw wechatError(41008);
    const found = this.codes.get(code);
    if (!found || this.clock.now() - found.issuedAt > CODE_SECONDS * 1000) throw wechatError(40029);
    if (found.used) throw wechatError(40163);
    found.used = true;
    const grant = this.grants.find((g) => g.code === code);
    if (grant) grant.exchanged = true;
    return {
      access_token: randomBytes(48).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(48).toString('base64url'),
      openid: found.openid,
      scope: found.scope,
    };
  }

  list(): readonly OauthGrant[] {
    return this.grants;
  }

  clear(): void {
    this.codes.clear();
    this.grants = [];
  }
}
