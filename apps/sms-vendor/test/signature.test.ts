import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalRequest, percentEncode } from '../src/testing/index';
import { loginCode, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

describe('the V3 canonical request', () => {
  it('encodes parameters by RFC 3986 and sorts them by name', () => {
    expect(percentEncode("a b*c~d+e!'()中")).toBe('a%20b%2Ac~d%2Be%21%27%28%29%E4%B8%AD');
    expect(
      canonicalQuery([
        ['b', '2'],
        ['A', 'x y'],
        ['a', ''],
      ]),
    ).toBe('A=x%20y&a=&b=2');
  });

  it('puts method, path, query, lower-case sorted headers, their names and the body hash on lines', () => {
    const text = canonicalRequest({
      method: 'post',
      path: '/',
      query: [['SignName', '智慧物业']],
      headers: { 'X-Acs-Version': ' 2017-05-25 ', host: 'dysmsapi.aliyuncs.com' },
      payloadHash: 'e3b0',
    });
    expect(text).toBe(
      'POST\n/\nSignName=%E6%99%BA%E6%85%A7%E7%89%A9%E4%B8%9A\nhost:dysmsapi.aliyuncs.com\nx-acs-version:2017-05-25\n\nhost;x-acs-version\ne3b0',
    );
  });
});

describe('signature check', () => {
  it('accepts a call signed with the key, parameters in the query string', async () => {
    const answer = await t.client.sendSms(loginCode('13800000001'));
    expect(answer.status).toBe(200);
    expect(answer.body.Code).toBe('OK');
  });

  it('accepts the parameters in a form body (covered by x-acs-content-sha256) and a GET', async () => {
    const form = await t.client.call('SendSms', loginCode('13800000002'), { form: true });
    expect(form.body.Code).toBe('OK');
    const get = await t.client.call(
      'QuerySendDetails',
      { PhoneNumber: '13800000002', SendDate: '20240101', PageSize: '10', CurrentPage: '1' },
      { method: 'GET' },
    );
    expect(get.status).toBe(200);
  });

  it('refuses a signature made with another secret: 400 SignatureDoesNotMatch, nothing sent', async () => {
    const answer = await t.client.call('SendSms', loginCode('13800000003'), { secret: 'not-the-secret' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Code: 'SignatureDoesNotMatch', HostId: 'dysmsapi.aliyuncs.com' });
    expect(answer.body.RequestId).toEqual(expect.any(String));
    expect(t.vendor.knobs.messages()).toHaveLength(0);
  });

  it('refuses parameters changed after signing', async () => {
    const answer = await t.client.call('SendSms', loginCode('13800000004'), { sendParams: loginCode('13800000005') });
    expect(answer.body.Code).toBe('SignatureDoesNotMatch');
  });

  it('refuses a form body that is not the one hashed', async () => {
    const answer = await t.client.call('SendSms', loginCode('13800000006'), {
      form: true,
      alterHeaders: (h) =>
        (h['x-acs-content-sha256'] = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'),
    });
    expect(answer.body.Code).toBe('SignatureDoesNotMatch');
  });

  it('answers 404 InvalidAccessKeyId.NotFound for a key it does not know', async () => {
    const answer = await t.client.call('SendSms', loginCode('13800000007'), { accessKeyId: 'LTAInotaknownkey0000000' });
    expect(answer.status).toBe(404);
    expect(answer.body.Code).toBe('InvalidAccessKeyId.NotFound');
  });

  it('refuses a replayed nonce with SignatureNonceUsed (the first call went through once)', async () => {
    const nonce = randomUUID();
    expect((await t.client.sendSms(loginCode('13800000008'))).body.Code).toBe('OK');
    const first = await t.client.call(
      'QuerySendDetails',
      { PhoneNumber: '13800000008', SendDate: '20240101', PageSize: '1', CurrentPage: '1' },
      { nonce },
    );
    expect(first.status).toBe(200);
    const again = await t.client.call(
      'QuerySendDetails',
      { PhoneNumber: '13800000008', SendDate: '20240101', PageSize: '1', CurrentPage: '1' },
      { nonce },
    );
    expect(again.status).toBe(400);
    expect(again.body.Code).toBe('SignatureNonceUsed');
  });

  it('refuses an x-acs-date more than 15 minutes off, either way, and takes one 14 minutes off', async () => {
    const late = await t.client.call('SendSms', loginCode('13800000009'), { date: Date.now() - 16 * 60_000 });
    expect(late.body.Code).toBe('InvalidTimeStamp.Expired');
    const early = await t.client.call('SendSms', loginCode('13800000009'), { date: Date.now() + 16 * 60_000 });
    expect(early.body.Code).toBe('InvalidTimeStamp.Expired');
    const near = await t.client.call('SendSms', loginCode('13800000009'), { date: Date.now() - 14 * 60_000 });
    expect(near.body.Code).toBe('OK');
  });

  it('checks the date against real time, not the business clock a knob moved', async () => {
    t.vendor.knobs.moveClock({ advanceMs: 3 * 3600_000 });
    expect((await t.client.sendSms(loginCode('13800000010'))).body.Code).toBe('OK');
  });

  it('refuses a request without Authorization, or with an x-acs header left out of SignedHeaders', async () => {
    const none = await t.client.call('SendSms', loginCode('13800000011'), {
      alterHeaders: (h) => delete h.authorization,
    });
    expect(none.status).toBe(400);
    expect(none.body.Code).toBe('IncompleteSignature');
    const extra = await t.client.call('SendSms', loginCode('13800000011'), {
      alterHeaders: (h) => (h['x-acs-security-token'] = 'x'),
    });
    expect(extra.body.Code).toBe('IncompleteSignature');
  });

  it('answers InvalidVersion for another API version and InvalidAction.NotFound for an unknown action', async () => {
    const version = await t.client.call('SendSms', loginCode('13800000012'), { version: '2018-01-01' });
    expect(version.body.Code).toBe('InvalidVersion');
    const action = await t.client.call('SendMms', loginCode('13800000012'));
    expect(action.status).toBe(404);
    expect(action.body.Code).toBe('InvalidAction.NotFound');
  });
});
