import { createCipheriv, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import {
  requestMessage as vendorRequestMessage,
  responseMessage as vendorResponseMessage,
} from '@pm/pay-vendor/testing';
import { describe, expect, it } from 'vitest';
import {
  aes256GcmOpen,
  assertSigned,
  authorizationHeader,
  checkSignature,
  decryptResource,
  openNotification,
  type PlatformPublicKey,
  requestMessage,
  responseMessage,
  WechatpayDecryptError,
  WechatpaySignatureError,
} from './wechatpay-sign';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
const nextPlatform = rsa();
const KEY_ID = 'PUB_KEY_ID_0000000000000024101100397200000006';
const NEXT_KEY_ID = 'PUB_KEY_ID_0000000000000024101100397200000007';
const keys: PlatformPublicKey[] = [{ keyId: KEY_ID, publicKey: platform.publicKey }];
const NOW = Date.UTC(2024, 4, 10, 2, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);

/** Headers as WeChat puts them on an answer or a notification. */
function signed(body: string, o: { key?: KeyObject; keyId?: string; timestamp?: number; signature?: string } = {}) {
  const timestamp = String(o.timestamp ?? nowSeconds);
  const nonce = 'NONCE0123456789ABCDEFGHIJKLMNOPQ';
  const signature =
    o.signature ??
    createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .sign(o.key ?? platform.privateKey, 'base64');
  return new Headers({
    'Wechatpay-Serial': o.keyId ?? KEY_ID,
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  });
}

describe('request signing', () => {
  it('signs five lines each ending in a newline, the GET body being a bare newline', () => {
    expect(requestMessage('post', '/v3/pay/transactions/native', '1554208460', 'NONCE', '{"a":1}')).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\nNONCE\n{"a":1}\n',
    );
    expect(requestMessage('GET', '/v3/refund/domestic/refunds/R1?x=1', '1554208460', 'NONCE', '')).toBe(
      'GET\n/v3/refund/domestic/refunds/R1?x=1\n1554208460\nNONCE\n\n',
    );
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n\n',
    );
  });

  it('builds the same messages as the fake vendor checks', () => {
    expect(requestMessage('POST', '/v3/x?y=1', '1', 'N', 'B')).toBe(
      vendorRequestMessage('POST', '/v3/x?y=1', '1', 'N', 'B'),
    );
    expect(responseMessage('1', 'N', 'B')).toBe(vendorResponseMessage('1', 'N', 'B'));
  });

  it('writes the Authorization header with the five fields, a 10-digit timestamp, and a signature the merchant key verifies', () => {
    const body = '{"mchid":"1900000109"}';
    const header = authorizationHeader(
      { mchid: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKey: merchant.privateKey },
      { method: 'POST', url: '/v3/pay/transactions/out-trade-no/PM1/close', body, timestamp: 1554208460, nonce: 'ABC' },
    );
    const m =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",timestamp="(\d{10})",serial_no="(\w+)",signature="([A-Za-z0-9+/=]+)"$/.exec(
        header,
      );
    expect(m).not.toBeNull();
    const [, mchid, nonce, timestamp, serial, signature] = m!;
    expect({ mchid, nonce, timestamp, serial }).toEqual({
      mchid: '1900000109',
      nonce: 'ABC',
      timestamp: '1554208460',
      serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    });
    const message = 'POST\n/v3/pay/transactions/out-trade-no/PM1/close\n1554208460\nABC\n{"mchid":"1900000109"}\n';
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature!, 'base64')).toBe(true);
  });

  it('uses a fresh nonce and the current second when none is given', () => {
    const signer = { mchid: '1', serialNo: 'S', privateKey: merchant.privateKey };
    const a = authorizationHeader(signer, { method: 'GET', url: '/v3/x', body: '' });
    const b = authorizationHeader(signer, { method: 'GET', url: '/v3/x', body: '' });
    const nonceOf = (h: string) => /nonce_str="([0-9A-Z]{32})"/.exec(h)?.[1];
    expect(nonceOf(a)).toBeDefined();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const ts = Number(/timestamp="(\d+)"/.exec(a)?.[1]);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('verifying what WeChat Pay signs', () => {
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=abc"}';

  it('accepts a good signature over the raw body', () => {
    expect(checkSignature(keys, { headers: signed(body), body }, NOW)).toEqual({ ok: true, keyId: KEY_ID });
    expect(() => assertSigned(keys, { headers: signed(body), body }, NOW)).not.toThrow();
  });

  it('accepts an empty body (204) signed with its bare newline', () => {
    expect(checkSignature(keys, { headers: signed(''), body: '' }, NOW).ok).toBe(true);
  });

  it('reads plain-object headers in any case (a notification on node:http)', () => {
    const headers = Object.fromEntries([...signed(body).entries()]);
    expect(checkSignature(keys, { headers, body }, NOW).ok).toBe(true);
  });

  it('accepts either of two configured keys during a rotation', () => {
    const both = [...keys, { keyId: NEXT_KEY_ID, publicKey: nextPlatform.publicKey }];
    const headers = signed(body, { key: nextPlatform.privateKey, keyId: NEXT_KEY_ID });
    expect(checkSignature(both, { headers, body }, NOW)).toEqual({ ok: true, keyId: NEXT_KEY_ID });
    expect(checkSignature(keys, { headers, body }, NOW)).toEqual({ ok: false, reason: 'unknown_serial' });
  });

  it('refuses a serial that is not configured', () => {
    const headers = signed(body, { keyId: 'PUB_KEY_ID_0000000000000000000000000000000000' });
    expect(checkSignature(keys, { headers, body }, NOW)).toEqual({ ok: false, reason: 'unknown_serial' });
  });

  it('refuses a configured serial whose key did not sign', () => {
    const headers = signed(body, { key: nextPlatform.privateKey });
    expect(checkSignature(keys, { headers, body }, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a timestamp more than 5 minutes off either way (P8: now − 301 s), keeps 300 s', () => {
    for (const ts of [nowSeconds - 301, nowSeconds + 301]) {
      expect(checkSignature(keys, { headers: signed(body, { timestamp: ts }), body }, NOW)).toEqual({
        ok: false,
        reason: 'timestamp',
      });
    }
    expect(checkSignature(keys, { headers: signed(body, { timestamp: nowSeconds - 300 }), body }, NOW).ok).toBe(true);
    // a millisecond timestamp is not Unix seconds
    expect(checkSignature(keys, { headers: signed(body, { timestamp: NOW }), body }, NOW)).toMatchObject({ ok: false });
  });

  it('refuses a WECHATPAY/SIGNTEST/ probe', () => {
    const headers = signed(body, { signature: 'WECHATPAY/SIGNTEST/abcdefghijklmnop' });
    expect(checkSignature(keys, { headers, body }, NOW)).toEqual({ ok: false, reason: 'probe' });
  });

  it('refuses a body changed after signing, even by whitespace', () => {
    const headers = signed(body);
    for (const tampered of [body.replace('abc', 'abd'), `${body}\n`, JSON.stringify(JSON.parse(body), null, 1)]) {
      expect(checkSignature(keys, { headers, body: tampered }, NOW)).toEqual({ ok: false, reason: 'signature' });
    }
  });

  it('refuses missing headers, and throws a typed refusal', () => {
    expect(checkSignature(keys, { headers: new Headers(), body }, NOW)).toEqual({
      ok: false,
      reason: 'missing_headers',
    });
    const headers = signed(body, { timestamp: nowSeconds - 600 });
    expect(() => assertSigned(keys, { headers, body }, NOW)).toThrow(WechatpaySignatureError);
    try {
      assertSigned(keys, { headers, body }, NOW);
    } catch (e) {
      expect(e).toMatchObject({ reason: 'timestamp', serial: KEY_ID });
    }
  });
});

describe('AEAD_AES_256_GCM', () => {
  // The GCM specification's test case 16 (McGrew & Viega): 256-bit key, 96-bit IV, with associated data.
  const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');
  const vector = {
    key: hex('feffe9928665731c6d6a8f9467308308 feffe9928665731c6d6a8f9467308308'),
    iv: hex('cafebabefacedbaddecaf888'),
    aad: hex('feedfacedeadbeeffeedfacedeadbeefabaddad2'),
    plaintext: hex(
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
    ),
    ciphertext: hex(
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662',
    ),
    tag: hex('76fc6ece0f4e1768cddf8853bb2d551b'),
  };

  it('opens the known vector (ciphertext with its tag appended)', () => {
    const sealed = Buffer.concat([vector.ciphertext, vector.tag]);
    expect(aes256GcmOpen(vector.key, vector.iv, vector.aad, sealed).equals(vector.plaintext)).toBe(true);
  });

  it('refuses the known vector with one bit changed in the ciphertext, the tag or the associated data', () => {
    const sealed = Buffer.concat([vector.ciphertext, vector.tag]);
    const flip = (b: Buffer, i: number) => Buffer.from(b.map((x, j) => (j === i ? x ^ 1 : x)));
    expect(() => aes256GcmOpen(vector.key, vector.iv, vector.aad, flip(sealed, 0))).toThrow(WechatpayDecryptError);
    expect(() => aes256GcmOpen(vector.key, vector.iv, vector.aad, flip(sealed, sealed.length - 1))).toThrow(
      WechatpayDecryptError,
    );
    expect(() => aes256GcmOpen(vector.key, vector.iv, flip(vector.aad, 0), sealed)).toThrow(WechatpayDecryptError);
  });

  const apiV3Key = Buffer.from('a7cde1ef41f4d8f8b6e1f2e3d4c5b6a7', 'utf8');
  function encrypt(plaintext: string, nonce: string, aad: string, key = apiV3Key): string {
    const c = createCipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
    c.setAAD(Buffer.from(aad, 'utf8'));
    return Buffer.concat([c.update(plaintext, 'utf8'), c.final(), c.getAuthTag()]).toString('base64');
  }

  it('decrypts a notification resource round trip (APIv3 key, nonce and AAD as UTF-8 text)', () => {
    const plaintext = JSON.stringify({ out_trade_no: 'PM1', amount: { total: 28551 }, trade_state: 'SUCCESS' });
    const resource = {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypt(plaintext, 'fdasflkja484', 'transaction'),
      associated_data: 'transaction',
      nonce: 'fdasflkja484',
    };
    expect(decryptResource(apiV3Key, resource)).toBe(plaintext);
    expect(() => decryptResource(Buffer.from('b'.repeat(32)), resource)).toThrow(WechatpayDecryptError);
    expect(() => decryptResource(apiV3Key, { ...resource, associated_data: 'refund' })).toThrow(WechatpayDecryptError);
    expect(() => decryptResource(apiV3Key, { ...resource, algorithm: 'AES_128' })).toThrow(/不支持/);
  });

  it('opens a notification only after its signature verifies', () => {
    const resource = { out_trade_no: 'PM1', amount: { total: 1999 } };
    const body = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2024-05-10T10:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypt(JSON.stringify(resource), 'n0nce0123456', 'transaction'),
        associated_data: 'transaction',
        nonce: 'n0nce0123456',
      },
    });
    const opened = openNotification({ platformKeys: keys, apiV3Key }, { headers: signed(body), body }, NOW);
    expect(opened.resource).toEqual(resource);
    expect(opened.envelope.event_type).toBe('TRANSACTION.SUCCESS');
    const probe = signed(body, { signature: 'WECHATPAY/SIGNTEST/xyz' });
    expect(() => openNotification({ platformKeys: keys, apiV3Key }, { headers: probe, body }, NOW)).toThrow(
      WechatpaySignatureError,
    );
  });
});
