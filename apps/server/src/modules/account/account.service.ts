import type { AccountCompany, AccountInfo, MyJob, PasswordChangeInput } from '@pm/contracts';
import { checkPasswordChange } from '@pm/domain';
import type { Db } from '@pm/db';
import { AppError, badRequest, conflict, notFound, REJECT, unauthorized } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { findUserProfile, hashPassword, toUserInformation, verifyPassword, type AuthStore } from '../auth/index';
import { countPendingNotices } from '../messages/index';
import { countOpenTasks } from '../workflow/index';
import { findCompany, findUserForPasswordChange, findUserJob, updatePassword, usernameTaken } from './account.repo';

export const ACCOUNT_MESSAGES = {
  wrongOld: '原密码错误！',
  usernameTaken: '用户名已存在！',
} as const;

export interface AccountServiceDeps {
  db: Db;
  authStore: AuthStore;
  /** Token lifetime: a revocation of every session must outlive the longest token. */
  tokenTtlSeconds: number;
}

export function accountService(deps: AccountServiceDeps) {
  const { db } = deps;

  async function getAccount(session: Session): Promise<AccountInfo> {
    const profile = await findUserProfile(db, { id: session.userId });
    if (!profile || profile.user.companyId !== session.companyId) throw unauthorized();
    return {
      ...toUserInformation(profile),
      phone: profile.user.phone,
      jobId: profile.user.jobId,
      // 通讯 turns red while anything waits: unconfirmed notices and open workflow tasks.
      pendingDocumentsNumber:
        (await countPendingNotices(db, session.userId, session.companyId)) + (await countOpenTasks(db, session.userId, session.companyId)),
      passwordChanged: !profile.user.mustChangePassword,
    };
  }

  async function getCompany(session: Session): Promise<AccountCompany> {
    const c = await findCompany(db, session.companyId);
    if (!c) throw notFound();
    return {
      id: c.id,
      parentId: c.parentId,
      code: c.code,
      name: c.name,
      nick: c.nick,
      level: c.level,
      type: c.type,
      logo: c.logo ?? '/logo.svg',
      phone: c.phone ?? '',
      address: c.address ?? '',
      hasCallCenter: c.hasCallCenter,
    };
  }

  /** false while the user must still change the initial password. */
  async function passwordChanged(session: Session): Promise<boolean> {
    const user = await findUserForPasswordChange(db, session.userId, session.companyId);
    if (!user) throw unauthorized();
    return !user.mustChangePassword;
  }

  async function myJob(session: Session): Promise<MyJob> {
    const job = await findUserJob(db, session.userId, session.companyId);
    return { jobName: job?.name ?? '', html: job?.duties ?? '' };
  }

  /**
   * The same use case behind every role's call: the spec's rules in order (400 with the rule's
   * message), the old password (code 1), then the new hash, a raised token version and the
   * revocation of every session of the user.
   */
  async function changePassword(session: Session, input: PasswordChangeInput): Promise<null> {
    const failure = checkPasswordChange(input);
    if (failure) {
      throw badRequest('account.password_rule', failure.msg, [{ path: failure.field, message: failure.msg }]);
    }
    const user = await findUserForPasswordChange(db, session.userId, session.companyId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, input.old ?? ''))) {
      throw new AppError(400, 'account.wrong_old_password', ACCOUNT_MESSAGES.wrongOld, { code: REJECT });
    }
    const username = (input.username ?? '').trim();
    if (username !== user.username && (await usernameTaken(db, username, user.id))) {
      throw conflict('account.username_taken', ACCOUNT_MESSAGES.usernameTaken);
    }
    const tokenVersion = user.tokenVersion + 1;
    await updatePassword(db, user.id, { passwordHash: await hashPassword(input.pwd ?? ''), username, tokenVersion });
    await deps.authStore.revokeUserSessions(user.id, tokenVersion, deps.tokenTtlSeconds);
    return null;
  }

  return { getAccount, getCompany, passwordChanged, myJob, changePassword };
}
