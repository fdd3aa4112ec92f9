import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function alnum(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
}

/** Aliyun's RequestId shape: an upper-case UUID. */
export const requestId = () => randomUUID().toUpperCase();

/** A SendSms BizId: digits, then `^0` (note §1, `700000000000000000^0`). */
export function bizId(now: number): string {
  return `${String(now % 1_000_000_000_000).padStart(12, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}^0`;
}

/** A demo AccessKey pair: `LTAI` + 20 characters, secret of 30 (the shape of Aliyun's). Never a real key. */
export function generateAccessKey(): { id: string; secret: string } {
  return { id: `LTAI${alnum(20)}`, secret: alnum(30) };
}
