import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignInInput } from '@pm/contracts';
import { API_GUIDE, SIGN_IN_EXAMPLE as ex } from './openapi-guide';

describe('the sign-in worked example of the API guide', () => {
  it('has a sign that is the SHA-256 of exactly the shown values', () => {
    const sign = createHash('sha256')
      .update(ex.nonce + ex.password + String(ex.timestamp) + ex.username + ex.signKey)
      .digest('hex');
    expect(sign).toBe(ex.sign);
  });

  it('is a valid sign-in body', () => {
    expect(SignInInput.safeParse(ex).success).toBe(true);
    expect(Buffer.from(ex.password, 'base64')).toHaveLength(384); // RSA-3072 ciphertext
  });

  it('shows the values in the guide', () => {
    expect(API_GUIDE).toContain(ex.sign);
    expect(API_GUIDE).toContain(ex.password);
    expect(API_GUIDE).toContain('RSA-OAEP');
  });

  it('tells other systems to take the signature key from /api/site', () => {
    expect(API_GUIDE).toContain('data.signKey');
  });
});
