import { randomBytes, randomInt } from 'node:crypto';

// The shapes of Nuonuo's identifiers, as seen in its SDKs and answers.

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_HEX = '0123456789ABCDEF';

function pick(alphabet: string, length: number): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/** An appKey: 8 digits after `SD` (SD63236305). */
export const appKey = () => `SD${String(randomInt(10_000_000, 100_000_000))}`;
/** An appSecret: 16 upper-case hex digits. */
export const appSecret = () => pick(UPPER_HEX, 16);
/** An access token: 32 lower-case hex digits. */
export const accessToken = () => randomBytes(16).toString('hex');
/** A request id (senid): 32 letters or digits. */
export const senid = () => pick(ALNUM, 32);
/** A nonce: an 8-digit positive integer. */
export const nonce = () => String(randomInt(10_000_000, 100_000_000));
/** The opaque part of a file's address (发票下载地址). */
export const fileToken = () => pick(ALNUM, 43);
/** A 确认单 uuid: 32 lower-case hex digits. */
export const billUuid = () => randomBytes(16).toString('hex');
/** A 确认单 申请号 when the caller gives none. */
export const billId = () => `HZQRD${randomBytes(8).toString('hex').toUpperCase()}`;
/** A 流水号: China `yyMMddHHmmss` and 8 digits (22072015181902023731). */
export const serialNo = (stamp: string, seq: number) => `${stamp}${String(seq % 100_000_000).padStart(8, '0')}`;
