import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema, type Db } from '@pm/db';

/** RSA-3072 generation takes seconds; tests share one key pair kept in the temp folder. */
export function testRsaKeys(): { publicKey: string; privateKey: string } {
  const file = join(tmpdir(), 'pm-test-rsa-3072.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(keys));
  renameSync(partial, file);
  return keys;
}

export async function installTestKeys(db: Db): Promise<void> {
  await db.insert(schema.appSecrets).values({ name: 'rsa-signin', value: testRsaKeys() }).onConflictDoNothing();
}
