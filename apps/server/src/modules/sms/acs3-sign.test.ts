import { acs3Signature, canonicalQuery } from '@pm/sms-vendor/testing';
import { describe, expect, it } from 'vitest';
import { canonicalQueryString, signAcs3 } from './acs3-sign';

describe('V3 request signing', () => {
  const request = {
    method: 'POST' as const,
    endpoint: 'https://dysmsapi.aliyuncs.com',
    apiAction: 'SendSms',
    version: '2017-05-25',
    params: { PhoneNumbers: '13800000000', SignName: '智慧物业', TemplateParam: '{"code":"1234"}', OutId: 'a b*~' },
    accessKeyId: 'LTAI5tExampleKeyId0000',
    accessKeySecret: 'secret',
    now: Date.UTC(2024, 4, 10, 2, 0, 5, 123),
    nonce: 'fixed-nonce',
  };

  it('writes the query once, RFC 3986 encoded and sorted, and sends exactly what it signs', () => {
    const { url } = signAcs3(request);
    expect(url).toBe(
      `https://dysmsapi.aliyuncs.com/?OutId=a%20b%2A~&PhoneNumbers=13800000000&SignName=%E6%99%BA%E6%85%A7%E7%89%A9%E4%B8%9A&TemplateParam=%7B%22code%22%3A%221234%22%7D`,
    );
    expect(canonicalQueryString(request.params)).toBe(canonicalQuery(Object.entries(request.params)));
  });

  it('dates to the second in UTC and signs every x-acs header and host', () => {
    const { headers } = signAcs3(request);
    expect(headers['x-acs-date']).toBe('2024-05-10T02:00:05Z');
    expect(headers['x-acs-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers.authorization).toMatch(
      /^ACS3-HMAC-SHA256 Credential=LTAI5tExampleKeyId0000,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=[0-9a-f]{64}$/,
    );
  });

  it('gives the signature the fake computes for the same request', () => {
    const { headers } = signAcs3(request);
    const { authorization, ...signed } = headers;
    const expected = acs3Signature('secret', {
      method: 'POST',
      path: '/',
      query: Object.entries(request.params),
      headers: { ...signed, host: 'dysmsapi.aliyuncs.com' },
      payloadHash: signed['x-acs-content-sha256'] ?? '',
    });
    expect(authorization).toContain(`Signature=${expected}`);
    expect(signAcs3({ ...request, accessKeySecret: 'other' }).headers.authorization).not.toContain(expected);
  });
});
