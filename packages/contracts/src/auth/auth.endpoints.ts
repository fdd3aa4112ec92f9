import { z } from 'zod';
import { defineEndpoint, emptyInput, okOutput } from '../core/endpoint';
import { CrashInput, SignInData, SignInInput } from './auth.schemas';

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth',
  input: SignInInput,
  output: SignInData,
  auth: 'public',
  // The login form shows its refusal inline; the error catalogue must not toast it a second time.
  silent: true,
  summary: '登录：RSA-OAEP 加密密码 + 时间戳 + 随机串 + 签名，返回令牌与用户信息',
  description:
    '失败时 HTTP 400、code 1 并给出中文 msg（时间戳过期、随机串重复、签名错误、无法解密、用户名或密码错误）；' +
    '同一用户 15 分钟内失败 5 次锁定 15 分钟，同一地址失败过多亦锁定：HTTP 429、code 1。协议与示例见文档开头。',
  tag: 'auth',
});

export const reportCrash = defineEndpoint({
  method: 'POST',
  path: '/api/crash',
  input: CrashInput,
  output: okOutput,
  auth: 'public',
  silent: true,
  summary: '记录客户端加密失败（用户名、密码长度、公钥、操作）',
  tag: 'auth',
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  input: emptyInput,
  output: z.null(),
  auth: 'public',
  silent: true,
  summary: '退出：吊销当前令牌（可选的 Bearer 头；无令牌或令牌已失效时也返回成功）',
  tag: 'auth',
});

export const authEndpoints = { signIn, reportCrash, logout };
