import { USER_ROLES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';

/**
 * POST /api/auth body. `password` is base64 of RSA-OAEP (SHA-256) over the plain password with the
 * site's public key; `sign` is lowercase hex SHA-256 of nonce + password (as sent) + timestamp +
 * username + AUTH_SIGN_KEY.
 */
export const SignInInput = z.object({
  username: z.string().trim().min(1, '请输入用户名！').check(maxChars(50)),
  password: z.string().min(1, '请输入密码！').check(maxChars(2048)),
  timestamp: integer(z.number().int('时间戳必须是整数秒').positive()),
  nonce: z.string().regex(/^[A-Za-z0-9]{6}$/, '随机串必须是6位字母或数字'),
  sign: z.string().regex(/^[0-9a-f]{64}$/, '签名必须是64位小写十六进制'),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** The user information of spec section 3 that the shell keeps in session storage. */
export const UserInformation = z.object({
  userId: z.number().int(),
  role: z.enum(USER_ROLES),
  name: z.string(),
  /** The login username. */
  accountName: z.string(),
  /** Company id. */
  company: z.number().int(),
  companyNick: z.string(),
  logo: z.string(),
  /** Job name, empty when the user has none. */
  job: z.string(),
  /** 1 = new (centre) layout, anything else the old tree. */
  menuStyle: z.number().int(),
  /** The user's company is the call-centre tenant. */
  hasCallCenter: z.boolean(),
  callCenterLoggedIn: z.boolean(),
  /** The password must be changed before any other call. */
  mustChangePassword: z.boolean(),
});
export type UserInformation = z.infer<typeof UserInformation>;

export const SignInData = UserInformation.extend({
  /** Bearer token (JWT, HS256) for the Authorization header. */
  token: z.string(),
});
export type SignInData = z.infer<typeof SignInData>;

/** What the client reports when its encryption of the password fails (spec 8: code 111). */
export const CrashInput = z.object({
  username: z.string().check(maxChars(50)).default(''),
  /** Length of the plain password, never the password itself. */
  passwordSize: integer(z.number().int().min(0).max(1000).default(0)),
  /** The public key (or its head) the client tried to use. */
  key: z.string().check(maxChars(2000)).default(''),
  /** What the client was doing, e.g. the error text. */
  operation: z.string().check(maxChars(2000)).default(''),
});
export type CrashInput = z.infer<typeof CrashInput>;
