import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { roles, type Role } from '@pm/contracts';

export const TOKEN_ISSUER = 'pm-suite';
export const TOKEN_AUDIENCE = 'pm-web';
/** The only algorithm accepted on verify: a token claiming another (none, RS256 …) is refused. */
const ALGORITHMS = ['HS256'];

export interface TokenSubject {
  userId: number;
  companyId: number;
  role: Role;
  username: string;
  mustChangePassword: boolean;
  /** The user's token version; a password change raises it and voids older tokens. */
  tokenVersion: number;
}

export interface VerifiedToken extends TokenSubject {
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
}

/** Issues and verifies session tokens (jose JWT, HS256, issuer, audience, expiry and jti). */
/** Verified tokens kept in memory (signature checks cost more than a map look-up); expiry is still checked. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(subject: TokenSubject): Promise<{ token: string; jti: string; exp: number }> {
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({
      cid: subject.companyId,
      role: subject.role,
      usr: subject.username,
      mcp: subject.mustChangePassword,
      ver: subject.tokenVersion,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(jti)
      .sign(this.key);
    return { token, jti, exp };
  }

  /** The token's claims, or undefined when it is malformed, tampered, expired or not ours. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known;
      this.verified.delete(token);
      return undefined;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      const { cid, role, usr, mcp, ver } = payload as Record<string, unknown>;
      if (
        !Number.isSafeInteger(userId) ||
        typeof cid !== 'number' ||
        typeof usr !== 'string' ||
        typeof mcp !== 'boolean' ||
        typeof ver !== 'number' ||
        !roles.includes(role as Role) ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        return undefined;
      }
      return {
        userId,
        companyId: cid,
        role: role as Role,
        username: usr,
        mustChangePassword: mcp,
        tokenVersion: ver,
        jti: payload.jti,
        exp: payload.exp,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
