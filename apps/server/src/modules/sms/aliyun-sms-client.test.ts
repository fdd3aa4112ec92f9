import { startSmsVendor, type RunningSmsVendor } from '@pm/sms-vendor';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AliyunSmsClient, toResult } from './aliyun-sms-client';
import { SmsConfig, smsConfigFromFake } from './sms-config';

let fake: RunningSmsVendor;
let client: AliyunSmsClient;
beforeAll(async () => {
  fake = await startSmsVendor({ port: 0, logLevel: 'silent', timing: { reportDelayMs: 60_000 } });
  client = new AliyunSmsClient(smsConfigFromFake(fake), { timeoutMs: 1000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.knobs.reset());

const login = (phone: string, code = '123456') => ({ phone, template: 'login' as const, templateParam: { code } });

describe('AliyunSmsClient against the fake gateway', () => {
  it('sends the sign-in code signed with V3 and answers the BizId; the gateway renders the template', async () => {
    const result = await client.send({ ...login('13800000001', '402917'), outId: 'signin-7' });
    expect(result).toEqual({ ok: true, bizId: expect.stringMatching(/^\d+\^0$/), requestId: expect.any(String) });
    expect(fake.knobs.messages('13800000001')).toEqual([
      expect.objectContaining({
        signName: '智慧物业',
        templateCode: 'SMS_LOGIN_0001',
        text: '您的验证码为402917，5分钟内有效，请勿泄露。',
        outId: 'signin-7',
        code: 'OK',
      }),
    ]);
  });

  it('sends the two notice templates of issue 32 with their variables', async () => {
    const bill = await client.send({
      phone: '13800000002',
      template: 'billNotice',
      templateParam: { house: '3-1201', amount: '285.51', month: '2024年5月' },
    });
    const notice = await client.send({
      phone: '13800000002',
      template: 'notice',
      templateParam: { title: '明日停水' },
    });
    expect([bill.ok, notice.ok]).toEqual([true, true]);
    expect(fake.knobs.messages('13800000002').map((m) => m.text)).toEqual([
      '尊敬的业主：明日停水，详情请登录业主端查看。',
      '尊敬的业主，您的房屋3-12012024年5月物业费285.51元尚未缴纳，请及时缴费。',
    ]);
  });

  it('sends 100 numbers in one SendBatchSms call, each with its own variables, parameters in a signed form body', async () => {
    const recipients = Array.from({ length: 100 }, (_, i) => ({
      phone: `1380000${String(i).padStart(4, '0')}`,
      templateParam: { house: `3-${1000 + i}`, amount: `${100 + i}.51`, month: '2026年11月' },
    }));
    const result = await client.sendBatch({ template: { code: 'SMS_NOTICE_0001' }, recipients, outId: 'g2x-5e' });
    expect(result).toEqual({ ok: true, bizId: expect.stringMatching(/^\d+\^0$/), requestId: expect.any(String) });
    const took = fake.knobs.messages().filter((m) => m.code === 'OK');
    expect(took).toHaveLength(100);
    expect(new Set(took.map((m) => m.outId))).toEqual(new Set(['g2x-5e']));
    expect(fake.knobs.messages('13800000042')[0]!.text).toBe('尊敬的业主，您的房屋3-10422026年11月物业费142.51元尚未缴纳，请及时缴费。');
    const found = await client.findSent('13800000042', new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), (o) => o === 'g2x-5e');
    expect(found).toEqual({ found: true, delivered: null });
  });

  it('answers limited (not retryable) when the gateway applies flow control', async () => {
    expect((await client.send(login('13800000003'))).ok).toBe(true);
    const second = await client.send(login('13800000003'));
    expect(second).toEqual({
      ok: false,
      code: 'isv.BUSINESS_LIMIT_CONTROL',
      message: '触发分钟级流控Permits:1',
      limited: true,
      retryable: false,
    });
  });

  it('answers a permanent refusal as neither limited nor retryable', async () => {
    const result = await client.send(login('1380000000'));
    expect(result).toMatchObject({ ok: false, code: 'isv.MOBILE_NUMBER_ILLEGAL', limited: false, retryable: false });
  });

  it('answers isp.SYSTEM_ERROR and a 503 as retryable', async () => {
    fake.knobs.failSends({ code: 'isp.SYSTEM_ERROR' });
    expect(await client.send(login('13800000004'))).toMatchObject({
      ok: false,
      code: 'isp.SYSTEM_ERROR',
      retryable: true,
    });
    fake.knobs.failSends({ code: 'ServiceUnavailable', message: 'temporary failure', status: 503 });
    expect(await client.send(login('13800000004'))).toMatchObject({
      ok: false,
      code: 'ServiceUnavailable',
      retryable: true,
    });
  });

  it('answers a timeout as retryable with the outcome unknown (the fake did send it)', async () => {
    fake.knobs.delayAnswers(1500);
    const result = await client.send(login('13800000005'));
    expect(result).toMatchObject({ ok: false, code: 'TIMEOUT', retryable: true, limited: false });
    expect(fake.knobs.messages('13800000005')[0]?.code).toBe('OK');
  });

  it('answers a refused signature and an unknown key as not retryable', async () => {
    fake.knobs.badSignatures(1);
    expect(await client.send(login('13800000006'))).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
      retryable: false,
    });
    const stranger = new AliyunSmsClient(new SmsConfig({ ...configFields(), accessKeyId: 'LTAI00000000000000000000' }));
    expect(await stranger.send(login('13800000006'))).toMatchObject({
      ok: false,
      code: 'InvalidAccessKeyId.NotFound',
      retryable: false,
    });
    const wrongSecret = new AliyunSmsClient(new SmsConfig({ ...configFields(), accessKeySecret: 'not-the-secret' }));
    expect(await wrongSecret.send(login('13800000006'))).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('signs a request whose clock is more than 15 minutes off and is refused as expired', async () => {
    const skewed = new AliyunSmsClient(smsConfigFromFake(fake), { now: () => Date.now() - 20 * 60_000 });
    expect(await skewed.send(login('13800000007'))).toMatchObject({ ok: false, code: 'InvalidTimeStamp.Expired' });
  });

  it('answers a network failure as retryable', async () => {
    const closed = new AliyunSmsClient(new SmsConfig({ ...configFields(), endpoint: 'http://127.0.0.1:9' }));
    expect(await closed.send(login('13800000008'))).toMatchObject({ ok: false, code: 'NETWORK', retryable: true });
  });

  it('does not call the gateway for a template that is not configured', async () => {
    const noNotices = new AliyunSmsClient(
      new SmsConfig({
        ...configFields(),
        templates: { login: 'SMS_LOGIN_0001', billNotice: undefined, notice: undefined },
      }),
    );
    const result = await noNotices.send({ phone: '13800000009', template: 'notice', templateParam: { title: 'x' } });
    expect(result).toMatchObject({ ok: false, code: 'TEMPLATE_NOT_CONFIGURED', retryable: false });
    expect(result.ok ? '' : result.message).toContain('ALIYUN_SMS_TEMPLATE_NOTICE');
    expect(fake.knobs.messages('13800000009')).toEqual([]);
  });
});

describe('mapping an answer', () => {
  it.each([
    [
      200,
      '{"Code":"Throttling.User","Message":"Request was denied due to user flow control."}',
      'Throttling.User',
      true,
    ],
    [500, 'Internal Server Error', 'HTTP_500', true],
    [400, '<html>bad</html>', 'HTTP_400', false],
    [200, '{"Code":"isv.AMOUNT_NOT_ENOUGH","Message":"账户余额不足"}', 'isv.AMOUNT_NOT_ENOUGH', false],
    // An OK without a BizId cannot be followed up: not taken as sent.
    [200, '{"Code":"OK","Message":"OK"}', 'OK', false],
  ])('HTTP %i %s → %s, retryable %s', (status, body, code, retryable) => {
    expect(toResult(status, body)).toMatchObject({ ok: false, code, retryable, limited: false });
  });
});

function configFields() {
  const c = smsConfigFromFake(fake);
  return {
    endpoint: c.endpoint,
    accessKeyId: c.accessKeyId,
    accessKeySecret: c.accessKeySecret,
    signName: c.signName,
    templates: { ...c.templates },
  };
}
