import { createCipheriv, createDecipheriv } from 'node:crypto';

/** The `resource` of a notification: AEAD_AES_256_GCM under the merchant's API v3 key. */
export interface EncryptedResource {
  original_type: string;
  algorithm: 'AEAD_AES_256_GCM';
  /** Base64 of the ciphertext with the 16-byte GCM tag appended. */
  ciphertext: string;
  associated_data: string;
  /** 12 characters, used as the GCM nonce as its UTF-8 bytes. */
  nonce: string;
}

const TAG_BYTES = 16;

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new RangeError('APIv3 密钥须为 32 字节');
  return key;
}

/** Encrypts a plaintext for a notification's resource (key, nonce and AAD as UTF-8 bytes). */
export function encryptText(apiV3Key: string, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts a resource's ciphertext; a wrong key, nonce or AAD throws (GCM authentication fails). */
export function decryptText(apiV3Key: string, ciphertext: string, nonce: string, associatedData: string): string {
  const all = Buffer.from(ciphertext, 'base64');
  if (all.length < TAG_BYTES) throw new Error('密文过短');
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(all.subarray(all.length - TAG_BYTES));
  return Buffer.concat([decipher.update(all.subarray(0, all.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function encryptResource(
  apiV3Key: string,
  originalType: string,
  plaintext: string,
  nonce: string,
  associatedData: string,
): EncryptedResource {
  return {
    original_type: originalType,
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encryptText(apiV3Key, plaintext, nonce, associatedData),
    associated_data: associatedData,
    nonce,
  };
}
