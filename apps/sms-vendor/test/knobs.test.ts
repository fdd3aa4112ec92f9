import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReportReceiver, type ReportReceiver } from '../src/testing/index';
import { loginCode, notice, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
let receiver: ReportReceiver;
beforeAll(async () => {
  receiver = await startReportReceiver();
  t = await startTestVendor();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => t.vendor.knobs.reset());

const knob = async (path: string, body?: unknown) => {
  const res = await fetch(`${t.vendor.url}/__test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('test knobs over HTTP (/__test) and as functions', () => {
  it('delays the next answers; the send itself is carried out at once', async () => {
    expect((await knob('answers', { delayMs: 800, count: 1 })).status).toBe(200);
    const slow = await t.client.sendSms(loginCode('13800000001'));
    expect(slow.ms).toBeGreaterThanOrEqual(780);
    expect(slow.body.Code).toBe('OK');
    const fast = await t.client.sendSms(notice('13800000001'));
    expect(fast.ms).toBeLessThan(600);
  });

  it('fails the next N sends with a given Code, recording them, then sends again', async () => {
    await knob('sends/fail', { code: 'isp.SYSTEM_ERROR', message: 'isp.SYSTEM_ERROR', count: 2 });
    expect((await t.client.sendSms(loginCode('13800000002'))).body.Code).toBe('isp.SYSTEM_ERROR');
    expect((await t.client.sendSms(notice('13800000002'))).body.Code).toBe('isp.SYSTEM_ERROR');
    expect((await t.client.sendSms(notice('13800000002'))).body.Code).toBe('OK');
    expect(t.vendor.knobs.messages('13800000002').map((m) => m.code)).toEqual([
      'OK',
      'isp.SYSTEM_ERROR',
      'isp.SYSTEM_ERROR',
    ]);
  });

  it('fails a send with an HTTP status and the gateway error body', async () => {
    t.vendor.knobs.failSends({
      code: 'ServiceUnavailable',
      message: 'The request has failed due to a temporary failure of the server.',
      status: 503,
    });
    const answer = await t.client.sendSms(loginCode('13800000003'));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ Code: 'ServiceUnavailable', HostId: 'dysmsapi.aliyuncs.com' });
  });

  it('treats the next N signatures as bad', async () => {
    await knob('signatures/bad', { count: 2 });
    expect((await t.client.sendSms(loginCode('13800000004'))).body.Code).toBe('SignatureDoesNotMatch');
    expect((await t.client.sendSms(loginCode('13800000004'))).body.Code).toBe('SignatureDoesNotMatch');
    expect((await t.client.sendSms(loginCode('13800000004'))).body.Code).toBe('OK');
  });

  it('moves the clock, sets the report URL, plans reports and limits the account over HTTP', async () => {
    expect((await knob('clock', { to: '2024-05-10T10:00:05+08:00' })).body.now).toBe('2024-05-10 10:00:05');
    expect((await knob('clock', { advanceMs: 60_000 })).body.now).toMatch(/^2024-05-10 10:01:0/);
    await knob('report-url', { url: receiver.url });
    await knob('reports', { times: 2 });
    await knob('timing', { reportDelayMs: 10 });
    expect((await knob('quota', { perDay: 1 })).body).toEqual({ perDay: 1 });
    expect((await t.client.sendSms(loginCode('13800000005'))).body.Code).toBe('OK');
    expect((await t.client.sendSms(notice('13800000006'))).body.Code).toBe('isv.DAY_LIMIT_CONTROL');
    await receiver.waitFor(2);
    expect((await knob('quota', { perDay: null })).body).toEqual({});
    const state = await knob('state');
    expect(state.body).toMatchObject({ reportUrl: receiver.url, now: expect.stringMatching(/^2024-05-10 10:01/) });
  });

  it('refuses a knob body that is not what it takes', async () => {
    const bad = await knob('answers', { delayMs: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.Code).toBe('InvalidParameter');
  });

  it('lists messages as JSON, newest first, filtered by phone, for browser tests reading a code', async () => {
    await t.client.sendSms(loginCode('13800000007', '111111'));
    await t.client.sendSms(loginCode('13800000008', '222222'));
    const all = await knob('messages');
    expect((all.body.messages as unknown[]).length).toBe(2);
    const one = await knob('messages?phone=%2B8613800000007');
    expect(one.body.messages).toEqual([
      expect.objectContaining({
        phone: '13800000007',
        params: { code: '111111' },
        text: '您的验证码为111111，5分钟内有效，请勿泄露。',
        code: 'OK',
      }),
    ]);
  });

  it('forgets everything on reset: messages, counters, knobs and the clock', async () => {
    await t.client.sendSms(loginCode('13800000009'));
    t.vendor.knobs.moveClock({ advanceMs: 3600_000 });
    t.vendor.knobs.badSignatures(5);
    expect((await knob('reset', {})).body).toEqual({ Code: 'OK' });
    expect(t.vendor.knobs.messages()).toEqual([]);
    expect(t.vendor.knobs.state().clockOffsetMs).toBe(0);
    expect((await t.client.sendSms(loginCode('13800000009'))).body.Code).toBe('OK');
  });

  it('gives the demo AccessKey to a product in another process', async () => {
    expect((await knob('keys')).body).toEqual({
      accessKeyId: t.vendor.accessKeyId,
      accessKeySecret: t.vendor.accessKeySecret,
    });
  });
});

describe('the list page', () => {
  it('shows each message in Chinese: time, phone, sign, template, rendered text, Code, BizId, receipt', async () => {
    const ok = await t.client.sendSms(loginCode('13800000010', '654321'));
    await t.client.sendSms({ ...notice('13800000011'), SignName: '<b>别家</b>' });
    const res = await fetch(`${t.vendor.url}/`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('短信模拟服务');
    expect(html).toContain('13800000010');
    expect(html).toContain('【智慧物业】您的验证码为654321，5分钟内有效，请勿泄露。');
    expect(html).toContain(String(ok.body.BizId));
    expect(html).toContain('isv.SMS_SIGNATURE_ILLEGAL');
    expect(html).toContain('&lt;b&gt;别家&lt;/b&gt;');
    expect(html).not.toContain('<b>别家</b>');
    expect(html).toMatch(/等待回执|用户接收成功/);
  });
});
