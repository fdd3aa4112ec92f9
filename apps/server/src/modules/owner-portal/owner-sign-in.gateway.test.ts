import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsVendor, type RunningSmsVendor } from '@pm/sms-vendor';
import { createTestApp, type TestApp } from '../../../test/harness';
import { smsConfigFromFake } from '../sms/index';

// The owner's code through the configured gateway (the bundled fake Aliyun 短信服务, signed requests): it arrives
// with the 验证码 template, signs in, and the gateway's own minute limit is never reached because ours comes first.

let vendor: RunningSmsVendor;
let t: TestApp;

beforeAll(async () => {
  vendor = await startSmsVendor({ port: 0, logLevel: 'silent' });
  t = await createTestApp({ sms: smsConfigFromFake(vendor) });
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

describe('sign-in code through the SMS gateway', () => {
  it('sends the 验证码 template to the phone and the code it carries signs in', async () => {
    const phone = '13712345678';
    const sent = await t.call({ method: 'POST', url: '/api/owner/sms-codes', payload: { phone } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [message] = vendor.knobs.messages(phone);
    expect(message).toMatchObject({ code: 'OK', templateCode: 'SMS_LOGIN_0001', signName: '智慧物业' });
    const code = vendor.knobs.latestParams(phone)?.code;
    expect(message!.text).toBe(`您的验证码为${code}，5分钟内有效，请勿泄露。`);
    const signedIn = await t.call<{ data: { me: { phone: string } } }>({ method: 'POST', url: '/api/owner/sessions', payload: { phone, code } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data.me.phone).toBe(phone);
    expect((await t.call({ method: 'POST', url: '/api/owner/sms-codes', payload: { phone } })).status).toBe(429);
    expect(vendor.knobs.messages(phone)).toHaveLength(1);
  });

  it('a gateway refusal (a bad number at the carrier) is told in Chinese', async () => {
    vendor.knobs.failSends({ code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const refused = await t.call<{ msg: string }>({ method: 'POST', url: '/api/owner/sms-codes', payload: { phone: '13712345679' } });
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toMatch(/^短信发送失败/);
  });
});
