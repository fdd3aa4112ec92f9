import type { SignInData, SignInInput, CrashInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, REJECT } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { AttemptRule, AuthStore } from './auth-store';
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

/** Five password checks for one user inside 15 minutes; when the fifth fails, the user is locked 15 minutes. */
export const USER_ATTEMPT_RULE: AttemptRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** One address may fail 20 password checks (any usernames) inside 15 minutes, then waits 15 minutes. */
export const ADDRESS_ATTEMPT_RULE: AttemptRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** Crash reports per address (they are written unauthenticated). */
export const CRASH_REPORT_RULE: AttemptRule = { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export const SIGN_IN_MESSAGES = {
  stale: '登录请求已过期，请检查本机时间后重新登录！',
  badSign: '登录请求签名校验失败，请刷新页面后重试！',
  replay: '登录请求重复提交，请重新登录！',
  undecryptable: '密码解密失败，请刷新页面后重试！',
  wrongPassword: '用户名或密码错误！',
  disabled: '该账号已停用，请联系管理员！',
  companyDisabled: '您所在的公司已停用，请联系平台管理员！',
} as const;

const reject = (errorCode: string, msg: string) => new AppError(400, errorCode, msg, { code: REJECT });
const locked = (until: Date) => new AppError(429, 'auth.locked', lockMessage(until), { code: REJECT });

export interface AuthServiceDeps {
  db: Db;
  authStore: AuthStore;
  tokens: TokenService;
  privateKey: string;
  signKey: string;
  /** The argon2 check; a dependency so a test can count how often the expensive work runs. */
  verifyPassword?: (hash: string, plain: string) => Promise<boolean>;
}

export function authService(deps: AuthServiceDeps) {
  const { db, authStore, tokens } = deps;
  const checkPassword = deps.verifyPassword ?? verifyPassword;
  // Imported once: decrypting with a PEM string re-parses the key on every sign-in (about twice the cost).
  const decryptKey = importDecryptKey(deps.privateKey);
  // A bad key shows at the first sign-in (as a 500), not as an unhandled rejection at start-up.
  decryptKey.catch(() => undefined);

  /** The lock end to show when an attempt was refused: the lock, or the one the last allowed attempt is about to set. */
  async function refusal(key: string, rule: AttemptRule): Promise<AppError> {
    const until = await authStore.lockedUntil([key]);
    return locked(until ?? new Date(Date.now() + rule.lockSeconds * 1000));
  }

  /**
   * Checks in the order cheap → expensive. The nonce comes before the attempt count, so a replayed
   * request never uses up an attempt; the attempt is counted atomically before argon2 runs, so at
   * most USER_ATTEMPT_RULE.limit checks run per user and window, whatever the concurrency.
   */
  async function signIn(input: SignInInput, address: string): Promise<SignInData> {
    if (!timestampFresh(input.timestamp)) throw reject('auth.stale_timestamp', SIGN_IN_MESSAGES.stale);
    const expected = signOf(input.nonce, input.password, input.timestamp, input.username, deps.signKey);
    if (!signMatches(expected, input.sign)) throw reject('auth.bad_sign', SIGN_IN_MESSAGES.badSign);

    const userKey = `user:${input.username}`;
    const addressKey = `ip:${address}`;
    // A key locked already is refused before the nonce and the RSA work (one read, nothing counted);
    // the atomic count below is what holds under concurrency.
    const lockEnd = await authStore.lockedUntil([userKey, addressKey]);
    if (lockEnd) throw locked(lockEnd);

    // Kept for the whole window on both sides of the server clock.
    if (!(await authStore.useNonce(input.username, input.nonce, 2 * TIMESTAMP_WINDOW_SECONDS))) {
      throw reject('auth.replayed_nonce', SIGN_IN_MESSAGES.replay);
    }
    const plain = await decryptPassword(await decryptKey, input.password);
    if (plain === undefined) throw reject('auth.undecryptable', SIGN_IN_MESSAGES.undecryptable);

    const addressAttempt = await authStore.takeAttempt(addressKey, ADDRESS_ATTEMPT_RULE);
    if (addressAttempt === undefined) throw await refusal(addressKey, ADDRESS_ATTEMPT_RULE);
    const userAttempt = await authStore.takeAttempt(userKey, USER_ATTEMPT_RULE);
    if (userAttempt === undefined) {
      // No password was checked: the address keeps its attempt for a real check.
      await authStore.refundAttempt(addressKey);
      throw await refusal(userKey, USER_ATTEMPT_RULE);
    }

    const profile = await findUserProfile(db, { username: input.username });
    const ok = await checkPassword(profile?.user.passwordHash ?? (await dummyPasswordHash()), plain);
    if (!profile || !ok) {
      const [userLock, addressLock] = await Promise.all([
        userAttempt >= USER_ATTEMPT_RULE.limit ? authStore.lock(userKey, USER_ATTEMPT_RULE.lockSeconds) : undefined,
        addressAttempt >= ADDRESS_ATTEMPT_RULE.limit
          ? authStore.lock(addressKey, ADDRESS_ATTEMPT_RULE.lockSeconds)
          : undefined,
      ]);
      const lock = userLock ?? addressLock;
      if (lock) throw locked(lock);
      throw reject('auth.wrong_password', SIGN_IN_MESSAGES.wrongPassword);
    }
    // The address rule counts failures only: a right password gives its attempt back.
    await authStore.refundAttempt(addressKey);
    if (profile.user.disabled) throw reject('auth.disabled', SIGN_IN_MESSAGES.disabled);
    if (profile.companyDisabled) throw reject('auth.company_disabled', SIGN_IN_MESSAGES.companyDisabled);
    await authStore.clearAttempts(userKey);

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
    if ((await authStore.takeAttempt(`crash:${address}`, CRASH_REPORT_RULE)) === undefined) return null;
    await insertCrash(db, { ...input, ip: address, userAgent: userAgent.slice(0, 500) });
    return null;
  }

  return { signIn, logout, recordCrash };
}
