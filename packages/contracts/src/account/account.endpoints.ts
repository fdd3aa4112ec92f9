import { z } from 'zod';
import { defineEndpoint, emptyInput, okOutput } from '../core/endpoint';
import { NoticeItem } from '../messages/messages.schemas';
import { AccountCompany, AccountInfo, AccountPasswordChangeInput, MyJob, PasswordChangeInput } from './account.schemas';
import { SIGNED_IN } from '../core/rights';

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/api/account',
  input: emptyInput,
  output: AccountInfo,
  auth: 'session',
  rights: SIGNED_IN,
  allowBeforePasswordChange: true,
  summary: '当前用户信息（menuStyle、岗位、公司、是否已改密码）',
  tag: 'account',
});

export const getAccountCompany = defineEndpoint({
  method: 'GET',
  path: '/api/account/company',
  input: emptyInput,
  output: AccountCompany,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '当前用户所在公司',
  tag: 'account',
});

export const getAccountNotices = defineEndpoint({
  method: 'GET',
  path: '/api/account/notice',
  input: emptyInput,
  output: z.array(NoticeItem),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '发给当前用户的告知公文（未确认在前，最多 99 条；确认：POST /api/notices/:id/confirm）',
  tag: 'account',
});

export const getPasswordReset = defineEndpoint({
  method: 'GET',
  path: '/api/account/reset',
  input: emptyInput,
  output: z.boolean(),
  auth: 'session',
  rights: SIGNED_IN,
  allowBeforePasswordChange: true,
  silent: true,
  summary: '密码是否已修改过（false 时强制弹出修改密码）',
  tag: 'account',
});

export const getMyJob = defineEndpoint({
  method: 'GET',
  path: '/api/account/my-job',
  input: emptyInput,
  output: MyJob,
  auth: 'session',
  rights: SIGNED_IN,
  roles: ['emp'],
  summary: '我的岗位职责（HTML）',
  tag: 'account',
});

const passwordDescription =
  '按规范顺序校验，第一条不通过的规则以 HTTP 400 返回其原文 msg（请输入用户名！… 密码必须包含数字、字母、特殊符号！、用户名至少两位！）；' +
  '原密码错误为 HTTP 400、code 1。成功后该用户的全部会话失效，需重新登录。';

export const changeAccountPassword = defineEndpoint({
  method: 'PUT',
  path: '/api/account/:id',
  input: AccountPasswordChangeInput,
  output: okOutput,
  auth: 'session',
  rights: SIGNED_IN,
  roles: ['emp', 'gov'],
  allowBeforePasswordChange: true,
  summary: '修改密码（员工等；id 为本人用户 id）',
  description: passwordDescription,
  tag: 'account',
});

export const changeSuperPassword = defineEndpoint({
  method: 'POST',
  path: '/api/sysadmin/passcode',
  input: PasswordChangeInput,
  output: okOutput,
  auth: 'session',
  rights: SIGNED_IN,
  roles: ['super'],
  allowBeforePasswordChange: true,
  summary: '修改密码（super）',
  description: passwordDescription,
  tag: 'account',
});

export const changeSaPassword = defineEndpoint({
  method: 'POST',
  path: '/api/sys-emp-auth/passcode',
  input: PasswordChangeInput,
  output: okOutput,
  auth: 'session',
  rights: SIGNED_IN,
  roles: ['sa'],
  allowBeforePasswordChange: true,
  summary: '修改密码（sa）',
  description: passwordDescription,
  tag: 'account',
});

export const changeRootPassword = defineEndpoint({
  method: 'POST',
  path: '/api/internal/i/passcode',
  input: PasswordChangeInput,
  output: okOutput,
  auth: 'session',
  rights: SIGNED_IN,
  roles: ['root'],
  allowBeforePasswordChange: true,
  summary: '修改密码（root）',
  description: passwordDescription,
  tag: 'account',
});

export const accountEndpoints = {
  getAccount,
  getAccountCompany,
  getAccountNotices,
  getPasswordReset,
  getMyJob,
  changeAccountPassword,
  changeSuperPassword,
  changeSaPassword,
  changeRootPassword,
};
