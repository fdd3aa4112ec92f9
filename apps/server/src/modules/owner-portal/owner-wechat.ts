import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { OwnerMe, WechatBindFinishInput, WechatBindStarted, WechatBindStartInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import type { OwnerSession } from '../../http/register-endpoint';
import type { WechatSender } from '../wechat/index';
import { ownerErrors } from './owner-portal.errors';
import { ownerMe } from './owner-sign-in';
import * as repo from './owner-wechat.repo';

// 业主端 绑定微信 (issue 32). The owner starts 网页授权 from 我的; WeChat returns to /owner/wechat-bound with a code
// and our state; the portal finishes the binding with both. The state is an HMAC over the owner's session and an
// expiry, so it binds only the session that started it (another owner's, a signed-out one's or an old one is
// refused) and needs no row. WeChat allows a-zA-Z0-9 up to 128 bytes in a state: ours is 10 digits + 32 hex.

/** How long a started binding may take to come back. A code lives 5 minutes once WeChat hands it out. */
export const WECHAT_STATE_SECONDS = 600;
/** The portal's route WeChat returns to. */
export const WECHAT_RETURN_PATH = '/owner/wechat-bound';

interface Deps {
  db: Db;
  wechat: WechatSender | undefined;
  /** The portal's key (the server's, for the portal). */
  secret: string;
  now?: () => number;
}

const mac = (secret: string, owner: Pick<OwnerSession, 'accountId' | 'tokenHash'>, exp: string) =>
  createHmac('sha256', secret).update(`wechat-bind:${owner.accountId}:${owner.tokenHash}:${exp}`).digest('hex').slice(0, 32);

/** The state for this session, valid until `expSeconds` (Unix seconds). */
export function wechatBindState(secret: string, owner: Pick<OwnerSession, 'accountId' | 'tokenHash'>, expSeconds: number): string {
  const exp = String(Math.floor(expSeconds)).padStart(10, '0');
  return `${exp}${mac(secret, owner, exp)}`;
}

/** The state is this session's (constant-time compare) and not expired. */
export function checkWechatBindState(secret: string, owner: Pick<OwnerSession, 'accountId' | 'tokenHash'>, state: string, nowMs: number): boolean {
  const m = /^(\d{10})([0-9a-f]{32})$/.exec(state);
  if (!m) return false;
  const [, exp = '', given = ''] = m;
  const expected = Buffer.from(mac(secret, owner, exp), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return false;
  return Number(exp) * 1000 > nowMs;
}

export async function startWechatBind(deps: Omit<Deps, 'db'>, owner: OwnerSession, input: z.output<typeof WechatBindStartInput>): Promise<z.output<typeof WechatBindStarted>> {
  if (!deps.wechat) throw ownerErrors.wechatOff();
  const now = (deps.now ?? Date.now)();
  const exp = Math.floor(now / 1000) + WECHAT_STATE_SECONDS;
  const state = wechatBindState(deps.secret, owner, exp);
  return { url: deps.wechat.oauthUrl(`${input.origin}${WECHAT_RETURN_PATH}`, state), expiresAt: new Date(exp * 1000).toISOString() };
}

export async function finishWechatBind(deps: Deps, owner: OwnerSession, input: z.output<typeof WechatBindFinishInput>): Promise<z.output<typeof OwnerMe>> {
  if (!deps.wechat) throw ownerErrors.wechatOff();
  // The state first: a forged or foreign one never spends a code at WeChat.
  if (!checkWechatBindState(deps.secret, owner, input.state, (deps.now ?? Date.now)())) throw ownerErrors.wechatState();
  const answer = await deps.wechat.exchangeCode(input.code);
  if (!answer.ok) {
    if (answer.reason === 'invalid_code') throw ownerErrors.wechatCode();
    if (answer.reason === 'code_used') throw ownerErrors.wechatCodeUsed();
    throw ownerErrors.wechatUnavailable(answer.errmsg);
  }
  await repo.bindWechat(deps.db, owner.accountId, answer.openid);
  return ownerMe(deps.db, owner);
}

/** Works whether or not WeChat is configured: forgetting the openid needs no call to WeChat. */
export async function unbindOwnerWechat(db: Db, owner: OwnerSession): Promise<z.output<typeof OwnerMe>> {
  await repo.unbindWechat(db, owner.accountId);
  return ownerMe(db, owner);
}

/**
 * WeChat said the user follows or no longer follows the 服务号: a subscribe / unsubscribe event, or a template
 * message refused with 43004 (then `following` false). Answers how many accounts changed (0 or 1).
 */
export function wechatFollowChanged(db: DbOrTx, event: { type: 'follow' | 'unfollow'; openid: string }): Promise<number> {
  return repo.setWechatFollowing(db, event.openid, event.type === 'follow');
}
