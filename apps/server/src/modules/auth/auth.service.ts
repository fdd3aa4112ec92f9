import type { SignInData, SignInInput, CrashInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, REJECT } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { AuthStore, FailureRule } from './auth-store';
import { findUserProfile, insertCrash } from './auth.repo';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import {
  decryptPassword,
  importDecryptKey,
  lockMessage,
  signMatches,
  signOf,
  TIMESTAMP_WINDOW_SECONDS,
  timestampFresh,
} from './sign-in';
import type { TokenService } from './token.service';
import { toUserInformation } from './user-info';

/** Five failures for one user inside 15 minutes lock that user for 15 minutes. */
export const USER_FAILURE_RULE: FailureRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** One address may fail 20 times (any usernames) inside 15 minutes, then waits 15 minutes. */
export const ADDRESS_FAILURE_RULE: FailureRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** Crash reports per address (they are written unauthenticated). */
export const CRASH_REPORT_RULE: FailureRule = { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export const SIGN_IN_MESSAGES = {
  stale: '登录请求已过期，请检查本机时间后重新登录！',
  badSign: '登录请求签名校验失败，请刷新页面后重试！',
  replay: '登录请求重复提交，请重新登录！',
  undecryptable: '密码解密失败，请刷新页面后重试！',
  wrongPassword: '用户名或密码错误！',
  disabled: '该账号已停用，请联系管理员！',
} as const;

const reject = (errorCode: string, msg: string) => new AppError(400, errorCode, msg, { code: REJECT });
const locked = (until: Date) => new AppError(429, 'auth.locked', lockMessage(until), { code: REJECT });

export interface AuthServiceDeps {
  db: Db;
  authStore: AuthStore;
  tokens: TokenService;
  privateKey: string;
  signKey: string;
}

export function authService(deps: AuthServiceDeps) {
  const { db, authStore, tokens } = deps;
  // Imported once: decrypting with a PEM string re-parses the key on every sign-in (about twice the cost).
  const decryptKey = importDecryptKey(deps.privateKey);
  // A bad key shows at the first sign-in (as a 500), not as an unhandled rejection at start-up.
  decryptKey.catch(() => undefined);

  /** Checks in the order cheap → expensive; locks and nonces are checked before the argon2 work. */
  async function signIn(input: SignInInput, address: string): Promise<SignInData> {
    if (!timestampFresh(input.timestamp)) throw reject('auth.stale_timestamp', SIGN_IN_MESSAGES.stale);
    const expected = signOf(input.nonce, input.password, input.timestamp, input.username, deps.signKey);
    if (!signMatches(expected, input.sign)) throw reject('auth.bad_sign', SIGN_IN_MESSAGES.badSign);

    const userKey = `user:${input.username}`;
    const addressKey = `ip:${address}`;
    const lockEnd = await authStore.lockedUntil([userKey, addressKey]);
    if (lockEnd) throw locked(lockEnd);

    // Kept for the whole window on both sides of the server clock.
    if (!(await authStore.useNonce(input.username, input.nonce, 2 * TIMESTAMP_WINDOW_SECONDS))) {
      throw reject('auth.replayed_nonce', SIGN_IN_MESSAGES.replay);
    }
    const plain = await decryptPassword(await decryptKey, input.password);
    if (plain === undefined) throw reject('auth.undecryptable', SIGN_IN_MESSAGES.undecryptable);

    const profile = await findUserProfile(db, { username: input.username });
    const ok = await verifyPassword(profile?.user.passwordHash ?? (await dummyPasswordHash()), plain);
    if (!profile || !ok) {
      const [userLock, addressLock] = await Promise.all([
        authStore.recordFailure(userKey, USER_FAILURE_RULE),
        authStore.recordFailure(addressKey, ADDRESS_FAILURE_RULE),
      ]);
      const lock = userLock ?? addressLock;
      if (lock) throw locked(lock);
      throw reject('auth.wrong_password', SIGN_IN_MESSAGES.wrongPassword);
    }
    if (profile.user.disabled) throw reject('auth.disabled', SIGN_IN_MESSAGES.disabled);
    await authStore.clearFailures(userKey);

    const { token } = await tokens.issue({
      userId: profile.user.id,
      companyId: profile.user.companyId,
      role: toUserInformation(profile).role,
      username: profile.user.username,
      mustChangePassword: profile.user.mustChangePassword,
      tokenVersion: profile.user.tokenVersion,
    });
    return { token, ...toUserInformation(profile) };
  }

  async function logout(session: Session | undefined): Promise<null> {
    if (session) await authStore.revoke(session.jti, session.exp);
    return null;
  }

  /** Public and unauthenticated: one address may leave 30 reports per 15 minutes, later ones are dropped. */
  async function recordCrash(input: CrashInput, address: string, userAgent: string): Promise<null> {
    const key = `crash:${address}`;
    if (await authStore.lockedUntil([key])) return null;
    await authStore.recordFailure(key, CRASH_REPORT_RULE);
    await insertCrash(db, { ...input, ip: address, userAgent: userAgent.slice(0, 500) });
    return null;
  }

  return { signIn, logout, recordCrash };
}
