import type { z } from 'zod';
import type { SmsCodeSent } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { SmsSender } from '../sms/index';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './portal-auth.repo';
import { codeHash, maskPhone, newCode } from './portal-secrets';

// 获取验证码: one code per phone a minute, 5 an hour, 10 a day (the gateway's own 验证码 limits, so we refuse before
// it does), 30 an hour per address; the latest code alone is valid, for 5 minutes.

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
const PER_HOUR = 5;
const PER_DAY = 10;
const PER_ADDRESS_HOUR = 30;

export interface CodeDeps {
  db: Db;
  sms: SmsSender | undefined;
  /** The key the codes are hashed with. */
  secret: string;
}

export async function sendSmsCode({ db, sms, secret }: CodeDeps, phone: string, ip: string): Promise<z.output<typeof SmsCodeSent>> {
  if (!sms) throw ownerErrors.smsOff();
  const code = newCode();
  const id = await db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const counts = await repo.codeCounts(tx, phone, ip);
    if (counts.since_last !== null && counts.since_last < RESEND_SECONDS) throw ownerErrors.tooSoon(RESEND_SECONDS - counts.since_last);
    if (counts.phone_hour >= PER_HOUR || counts.phone_day >= PER_DAY) throw ownerErrors.tooMany('该手机号');
    if (counts.ip_hour >= PER_ADDRESS_HOUR) throw ownerErrors.tooMany('当前网络');
    return repo.insertCode(tx, { phone, codeHash: codeHash(secret, phone, code), ip, ttlSeconds: CODE_TTL_SECONDS });
  });
  const result = await sms.send({ phone, template: 'login', templateParam: { code }, outId: `login-${id}` }).catch((error: unknown) => ({
    ok: false as const,
    code: 'NETWORK',
    message: error instanceof Error ? error.message : String(error),
    limited: false,
    retryable: true,
  }));
  if (!result.ok) {
    await repo.noteSent(db, id, { refusedCode: result.code });
    throw result.limited ? ownerErrors.tooMany('该手机号') : ownerErrors.smsRefused(result.message);
  }
  await repo.noteSent(db, id, { bizId: result.bizId });
  return { sentTo: maskPhone(phone), expiresInSeconds: CODE_TTL_SECONDS, resendInSeconds: RESEND_SECONDS };
}
