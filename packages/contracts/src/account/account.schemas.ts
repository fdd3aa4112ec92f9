import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';
import { UserInformation } from '../auth/auth.schemas';

/** GET /api/account: the signed-in user (the shell reads menuStyle from it). */
export const AccountInfo = UserInformation.extend({
  phone: z.string(),
  /** Job id, null when the user has none. */
  jobId: z.number().int().nullable(),
  /** Number of workflow documents waiting for this user (communication link turns red above 0). */
  pendingDocumentsNumber: z.number().int(),
  /** Was the password already changed (false: the change modal is forced open). */
  passwordChanged: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** GET /api/account/company: the user's company. */
export const AccountCompany = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  nick: z.string(),
  /** 1 一级, 2 二级, 3 三级. */
  level: z.number().int(),
  /** A management, B operating, AB both. */
  type: z.string(),
  logo: z.string(),
  phone: z.string(),
  address: z.string(),
  hasCallCenter: z.boolean(),
});
export type AccountCompany = z.infer<typeof AccountCompany>;

/** GET /api/account/my-job: the job name and its duties as HTML. */
export const MyJob = z.object({
  jobName: z.string(),
  /** Duties, HTML (sanitised when stored). */
  html: z.string(),
});
export type MyJob = z.infer<typeof MyJob>;

/**
 * Password change body (spec 3 "Password form"), the same for every role's call. Fields are
 * optional strings so the server can answer the spec's messages in the spec's order.
 */
export const PasswordChangeInput = z.object({
  /** The username to keep, or a new one (at least 2 characters). */
  username: z.string().check(maxChars(50)).optional(),
  old: z.string().check(maxChars(100)).optional(),
  pwd: z.string().check(maxChars(100)).optional(),
  pwd2: z.string().check(maxChars(100)).optional(),
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

export const AccountPasswordChangeInput = PasswordChangeInput.extend({
  id: Id,
});
export type AccountPasswordChangeInput = z.infer<typeof AccountPasswordChangeInput>;
