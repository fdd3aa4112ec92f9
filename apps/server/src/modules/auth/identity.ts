import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MUST_CHANGE_PASSWORD_MSG, type Endpoint } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, REJECT, unauthorized } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { Config } from '../../config';
import { getOrCreateSecret } from '../secrets/index';
import { prepareMenuStamp } from '../menu/index';
import type { AuthStore } from './auth-store';
import { PgAuthStore } from './auth-store.pg';
import { RedisAuthStore } from './auth-store.redis';
import type { TokenService } from './token.service';

/** The store the config asks for: Redis when REDIS_URL is set, else PostgreSQL. */
export async function createAuthStore(config: Config, db: Db): Promise<AuthStore> {
  if (!config.redisUrl) return new PgAuthStore(db);
  // One prefix per installation (kept in the database), so instances on one database agree and
  // other databases sharing the Redis do not.
  const installId = await getOrCreateSecret(db, 'install-id', () => randomUUID());
  return RedisAuthStore.connect(config.redisUrl, `pm:${installId}:auth:`);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

export const mustChangePassword = () =>
  new AppError(403, 'auth.must_change_password', MUST_CHANGE_PASSWORD_MSG, { code: REJECT });

/** Whether a token is revoked, and the menu stamp the person's rights are kept under. */
export type SessionProbe = (jti: string, userId: number, tokenVersion: number) => Promise<{ revoked: boolean; menuStamp: number }>;

/**
 * One round trip on PostgreSQL (the revocation query also reads the stamp); with Redis the revocation MGET and the
 * stamp's prepared statement run side by side.
 */
export function sessionProbe(authStore: AuthStore, db: Db): SessionProbe {
  if (authStore instanceof PgAuthStore) return (jti, userId, version) => authStore.probe(jti, userId, version);
  const stamp = prepareMenuStamp(db);
  return async (jti, userId, version) => {
    const [revoked, [row]] = await Promise.all([authStore.isRevoked(jti, userId, version), stamp.execute()]);
    return { revoked, menuStamp: Number(row?.stamp ?? 0) };
  };
}

/** The caller of a verified, unrevoked token, or undefined. */
export async function sessionFromRequest(
  request: FastifyRequest,
  deps: { tokens: TokenService; probe: SessionProbe },
): Promise<Session | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const claims = await deps.tokens.verify(token);
  if (!claims) return undefined;
  const { revoked, menuStamp } = await deps.probe(claims.jti, claims.userId, claims.tokenVersion);
  if (revoked) return undefined;
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    role: claims.role,
    username: claims.username,
    jti: claims.jti,
    exp: claims.exp,
    mustChangePassword: claims.mustChangePassword,
    menuStamp,
  };
}

/**
 * Installs app.authenticate and app.identifyOptional on the root instance (before the feature
 * plugins, so every encapsulated plugin sees them). Missing, tampered, expired or revoked tokens
 * answer 401 '超时中断，请重新登录！'; a user who must change the password gets 403 code 1
 * '请修改密码！' from every endpoint not marked allowBeforePasswordChange.
 */
export function installIdentity(app: FastifyInstance, deps: { tokens: TokenService; probe: SessionProbe }): void {
  app.decorate('authenticate', async (request: FastifyRequest, endpoint: Endpoint) => {
    const session = await sessionFromRequest(request, deps);
    if (!session) throw unauthorized();
    if (session.mustChangePassword && !endpoint.allowBeforePasswordChange) throw mustChangePassword();
    return session;
  });
  app.decorate('identifyOptional', async (request: FastifyRequest) => sessionFromRequest(request, deps));
}
