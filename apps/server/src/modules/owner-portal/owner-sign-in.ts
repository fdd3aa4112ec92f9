import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OwnerMe, OwnerSession as OwnerSessionAnswer } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { OwnerSession } from '../../http/register-endpoint';
import { houseAnswer, ownerHouses } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import { accountWechat } from './owner-wechat.repo';
import * as repo from './portal-auth.repo';
import { codeHash, maskPhone, newToken, sameHash, tokenHash } from './portal-secrets';

// 业主登录: the phone's latest code, right within its 5 minutes and before its 5th wrong try, used once; then a
// session of its own kind (a random token, kept hashed), never a staff session.

export const MAX_ATTEMPTS = 5;
export const SESSION_DAYS = 30;

type Checked = { ok: true; accountId: number; token: string; expiresAt: string } | { ok: false; exhausted: boolean };

export async function signInOwner(deps: { db: Db; secret: string }, input: { phone: string; code: string }, ip: string): Promise<z.output<typeof OwnerSessionAnswer>> {
  const { db, secret } = deps;
  // A wrong try is counted and committed; the refusal is thrown after the transaction.
  const checked = await db.transaction(async (tx): Promise<Checked> => {
    const latest = await repo.lockLatestCode(tx, input.phone);
    if (!latest || latest.used || latest.expired) return { ok: false, exhausted: false };
    if (latest.attempts >= MAX_ATTEMPTS) return { ok: false, exhausted: true };
    if (!sameHash(latest.code_hash, codeHash(secret, input.phone, input.code))) {
      await repo.countWrongTry(tx, latest.id);
      return { ok: false, exhausted: latest.attempts + 1 >= MAX_ATTEMPTS };
    }
    await repo.markUsed(tx, latest.id);
    const accountId = await repo.upsertAccount(tx, input.phone);
    const { token, hash } = newToken();
    const expiresAt = await repo.insertSession(tx, { tokenHash: hash, accountId, ttlSeconds: SESSION_DAYS * 86_400, ip });
    return { ok: true, accountId, token, expiresAt };
  });
  if (!checked.ok) throw checked.exhausted ? ownerErrors.codeExhausted() : ownerErrors.badCode();
  const me = await ownerMe(db, { accountId: checked.accountId, phone: input.phone, tokenHash: '' });
  return { token: checked.token, expiresAt: checked.expiresAt, me };
}

export async function ownerMe(db: Db, owner: OwnerSession): Promise<z.output<typeof OwnerMe>> {
  const [houses, wechat] = await Promise.all([ownerHouses(db, owner), accountWechat(db, owner.accountId)]);
  return {
    phone: owner.phone,
    phoneMasked: maskPhone(owner.phone),
    houses: houses.map(houseAnswer),
    wechatBound: wechat.openid !== null,
    wechatFollowing: wechat.openid === null ? null : wechat.following,
  };
}

/** The owner behind `Authorization: Bearer <token>`, or 401 (a staff token is not an owner's). */
export function ownerAuthenticator(db: Db) {
  return async (request: FastifyRequest): Promise<OwnerSession> => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token || token.length > 100) throw ownerErrors.signedOut();
    const hash = tokenHash(token);
    const account = await repo.sessionAccount(db, hash);
    if (!account) throw ownerErrors.signedOut();
    return { ...account, tokenHash: hash };
  };
}

export async function signOutOwner(db: Db, owner: OwnerSession) {
  await repo.revokeSession(db, owner.tokenHash);
  return null;
}
