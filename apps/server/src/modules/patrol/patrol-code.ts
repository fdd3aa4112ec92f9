import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PATROL_MAC_LENGTH, patrolCodeMessage, patrolCodeText } from '@pm/domain';
import type { Db } from '@pm/db';
import { getOrCreateSecret } from '../secrets/index';

// The key of the point codes (巡查签到): 32 random bytes made on first use and kept in the database (app_secrets
// 'patrol-qr'), shared by every instance; never in the repository. Kept per database for the process.
const keys = new WeakMap<Db, Promise<Buffer>>();

function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'patrol-qr', () => randomBytes(32).toString('base64url')).then((k) => Buffer.from(k, 'base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const macOf = (key: Buffer, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('base64url').slice(0, PATROL_MAC_LENGTH);

export interface PointSigner {
  /** The code of the point at `seq` named `name` in the company's plan. */
  code(companyId: number, planId: number, seq: number, name: string): string;
  /** Whether `mac` is that point's (compared in constant time). */
  verifies(companyId: number, planId: number, seq: number, name: string, mac: string): boolean;
}

export async function pointSigner(db: Db): Promise<PointSigner> {
  const key = await keyOf(db);
  return {
    code: (companyId, planId, seq, name) => patrolCodeText(planId, seq, macOf(key, patrolCodeMessage(companyId, planId, seq, name))),
    verifies: (companyId, planId, seq, name, mac) => {
      const expected = Buffer.from(macOf(key, patrolCodeMessage(companyId, planId, seq, name)));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
