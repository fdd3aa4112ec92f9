import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billedParts, messageLength } from '../src/protocol/parts';
import { loginCode, notice, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor({
    signs: [{ name: '智慧物业' }, { name: '幸福里物业' }, { name: '登录专用', scene: '验证码' }],
    templates: [
      { code: 'SMS_LOGIN_0001', type: '验证码', text: '您的验证码为${code}，5分钟内有效，请勿泄露。' },
      {
        code: 'SMS_NOTICE_0001',
        type: '通知',
        text: '尊敬的业主，您的房屋${house}${month}物业费${amount}元尚未缴纳，请及时缴费。',
      },
      { code: 'SMS_NOTICE_0002', type: '通知', text: '尊敬的业主：${title}，详情请登录业主端查看。' },
      { code: 'SMS_LONG_0001', type: '通知', text: `${'物'.repeat(60)}\${n}` },
    ],
  });
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const numbers = (n: number) => Array.from({ length: n }, (_, i) => `139${String(i).padStart(8, '0')}`).join(',');

describe('SendSms', () => {
  it('accepts a login code: Code OK, a BizId of digits and ^0, the RequestId; renders the text it sends', async () => {
    const { status, body } = await t.client.sendSms({ ...loginCode('+8613800138000', '482913'), OutId: 'login-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Code: 'OK', Message: 'OK' });
    expect(body.BizId).toMatch(/^\d{18}\^0$/);
    expect(body.RequestId).toMatch(/^[0-9A-F-]{36}$/);
    const [m] = t.vendor.knobs.messages('13800138000');
    expect(m).toMatchObject({
      phone: '13800138000',
      signName: '智慧物业',
      templateCode: 'SMS_LOGIN_0001',
      templateType: '验证码',
      text: '您的验证码为482913，5分钟内有效，请勿泄露。',
      code: 'OK',
      bizId: body.BizId,
      outId: 'login-1',
      parts: 1,
    });
    expect(t.vendor.knobs.latestParams('13800138000')).toEqual({ code: '482913' });
  });

  it('renders the 缴费提醒 template with house, month and amount', async () => {
    const { body } = await t.client.sendSms({
      PhoneNumbers: '13800138001',
      SignName: '智慧物业',
      TemplateCode: 'SMS_NOTICE_0001',
      TemplateParam: JSON.stringify({ house: '3栋1201', amount: '285.51', month: '2024年5月' }),
    });
    expect(body.Code).toBe('OK');
    expect(t.vendor.knobs.messages('13800138001')[0]?.text).toBe(
      '尊敬的业主，您的房屋3栋12012024年5月物业费285.51元尚未缴纳，请及时缴费。',
    );
  });

  it('M1: bills 【幸福里物业】 + 63 characters as 1 part and + 64 as 2 (67 + 4)', async () => {
    expect(messageLength('幸福里物业', 'x'.repeat(63))).toBe(70);
    expect(billedParts(70)).toBe(1);
    expect(billedParts(messageLength('幸福里物业', 'x'.repeat(64)))).toBe(2);
    expect(billedParts(160)).toBe(3);
    const send = (n: string) =>
      t.client.sendSms({
        PhoneNumbers: '13800138002',
        SignName: '幸福里物业',
        TemplateCode: 'SMS_LONG_0001',
        TemplateParam: JSON.stringify({ n }),
      });
    expect((await send('abc')).body.Code).toBe('OK'); // 7 + 60 + 3 = 70
    expect((await send('abcd')).body.Code).toBe('OK'); // 71
    expect(t.vendor.knobs.messages('13800138002').map((m) => m.parts)).toEqual([2, 1]);
  });

  it('M4: refuses 1001 numbers with isv.MOBILE_COUNT_OVER_LIMIT and takes 1000', async () => {
    const over = await t.client.call('SendSms', { ...notice(numbers(1001)) }, { form: true });
    expect(over.body.Code).toBe('isv.MOBILE_COUNT_OVER_LIMIT');
    t.vendor.knobs.setTiming({ reportDelayMs: 60_000 });
    const full = await t.client.call('SendSms', { ...notice(numbers(1000)) }, { form: true });
    expect(full.body.Code).toBe('OK');
  });

  it('M5: refuses a number value in TemplateParam with isv.INVALID_JSON_PARAM, takes the same as a string', async () => {
    const send = (param: string) =>
      t.client.sendSms({
        PhoneNumbers: '13800138003',
        SignName: '智慧物业',
        TemplateCode: 'SMS_NOTICE_0001',
        TemplateParam: param,
      });
    expect((await send('{"house":"1-101","month":"5月","amount":285.51}')).body.Code).toBe('isv.INVALID_JSON_PARAM');
    expect((await send('{"house":"1-101",')).body.Code).toBe('isv.INVALID_JSON_PARAM');
    expect((await send('{"house":"1-101","month":"5月","amount":"285.51"}')).body.Code).toBe('OK');
  });

  it.each([
    ['a number that is not a mainland mobile', { ...loginCode('1380013800') }, 'isv.MOBILE_NUMBER_ILLEGAL'],
    ['a landline among mobiles', { ...notice('13800138004,02112345678') }, 'isv.MOBILE_NUMBER_ILLEGAL'],
    [
      'a sign the account does not have',
      { ...loginCode('13800138004'), SignName: '别家物业' },
      'isv.SMS_SIGNATURE_ILLEGAL',
    ],
    [
      'a template the account does not have',
      { ...loginCode('13800138004'), TemplateCode: 'SMS_0000' },
      'isv.SMS_TEMPLATE_ILLEGAL',
    ],
    [
      'a 通知 under a 验证码-only sign',
      { ...notice('13800138004'), SignName: '登录专用' },
      'isv.SMS_SIGNATURE_SCENE_ILLEGAL',
    ],
    [
      'a template variable left out',
      { ...notice('13800138004'), TemplateParam: '{}' },
      'isv.TEMPLATE_MISSING_PARAMETERS',
    ],
    [
      'no TemplateParam for a template with variables',
      { ...loginCode('13800138004'), TemplateParam: '' },
      'isv.TEMPLATE_MISSING_PARAMETERS',
    ],
    ['a 验证码 of 8 digits', { ...loginCode('13800138004', '12345678') }, 'isv.INVALID_PARAMETERS'],
    ['a 通知 variable of 36 characters', { ...notice('13800138004', '停'.repeat(36)) }, 'isv.PARAM_LENGTH_LIMIT'],
    ['a link in a variable', { ...notice('13800138004', '详见 https://x.cn/a') }, 'isv.PARAM_NOT_SUPPORT_URL'],
    ['an OutId of 256 characters', { ...loginCode('13800138004'), OutId: 'o'.repeat(256) }, 'isv.PARAM_LENGTH_LIMIT'],
  ])('refuses %s', async (_what, params, code) => {
    const { status, body } = await t.client.call('SendSms', params);
    expect(status).toBe(200);
    expect(body.Code).toBe(code);
    expect(body.BizId).toBeUndefined();
    const recorded = t.vendor.knobs.messages();
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((m) => m.code === code && m.bizId === null)).toBe(true);
  });

  it('answers the gateway error MissingPhoneNumbers (HTTP 400) when a required parameter is absent', async () => {
    const { status, body } = await t.client.call('SendSms', { SignName: '智慧物业', TemplateCode: 'SMS_LOGIN_0001' });
    expect(status).toBe(400);
    expect(body.Code).toBe('MissingPhoneNumbers');
  });

  it('sends once to a number listed twice in one call', async () => {
    expect((await t.client.sendSms(notice('13800138005,+8613800138005'))).body.Code).toBe('OK');
    expect(t.vendor.knobs.messages('13800138005')).toHaveLength(1);
  });
});

describe('SendBatchSms', () => {
  const batch = (phones: string[], signs: string[], params: object[]) => ({
    PhoneNumberJson: JSON.stringify(phones),
    SignNameJson: JSON.stringify(signs),
    TemplateCode: 'SMS_NOTICE_0002',
    TemplateParamJson: JSON.stringify(params),
  });

  it('sends each number its own sign and variables under one BizId', async () => {
    const { body } = await t.client.call(
      'SendBatchSms',
      batch(['13800138010', '13800138011'], ['智慧物业', '幸福里物业'], [{ title: '停水' }, { title: '停电' }]),
    );
    expect(body.Code).toBe('OK');
    const [a] = t.vendor.knobs.messages('13800138010');
    const [b] = t.vendor.knobs.messages('13800138011');
    expect(a).toMatchObject({
      signName: '智慧物业',
      text: '尊敬的业主：停水，详情请登录业主端查看。',
      bizId: body.BizId,
      action: 'SendBatchSms',
    });
    expect(b).toMatchObject({
      signName: '幸福里物业',
      text: '尊敬的业主：停电，详情请登录业主端查看。',
      bizId: body.BizId,
    });
  });

  it('refuses 101 numbers, signs not one per number, and variables not one object per number', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
    const over = await t.client.call(
      'SendBatchSms',
      batch(
        many,
        many.map(() => '智慧物业'),
        many.map(() => ({ title: 'x' })),
      ),
    );
    expect(over.body.Code).toBe('isv.MOBILE_COUNT_OVER_LIMIT');
    const signs = await t.client.call(
      'SendBatchSms',
      batch(['13800138012', '13800138013'], ['智慧物业'], [{ title: 'a' }, { title: 'b' }]),
    );
    expect(signs.body.Code).toBe('isv.INVALID_PARAMETERS');
    const params = await t.client.call('SendBatchSms', batch(['13800138012'], ['智慧物业'], [{ title: 1 }]));
    expect(params.body.Code).toBe('isv.INVALID_JSON_PARAM');
  });
});

describe('the account: console limits and balance', () => {
  it('refuses with isv.DAY_LIMIT_CONTROL past the daily limit, again the next China day', async () => {
    t.vendor.knobs.setQuota({ perDay: 2 });
    t.vendor.knobs.moveClock({ to: '2024-05-10T23:59:00+08:00' });
    expect((await t.client.sendSms(notice('13800138020,13800138021'))).body.Code).toBe('OK');
    expect((await t.client.sendSms(notice('13800138022'))).body.Code).toBe('isv.DAY_LIMIT_CONTROL');
    t.vendor.knobs.moveClock({ to: '2024-05-11T00:00:01+08:00' });
    expect((await t.client.sendSms(notice('13800138022'))).body.Code).toBe('OK');
  });

  it('refuses with isv.MONTH_LIMIT_CONTROL past the monthly limit', async () => {
    t.vendor.knobs.setQuota({ perMonth: 1 });
    expect((await t.client.sendSms(notice('13800138023'))).body.Code).toBe('OK');
    expect((await t.client.sendSms(notice('13800138024'))).body.Code).toBe('isv.MONTH_LIMIT_CONTROL');
  });

  it('refuses with isv.AMOUNT_NOT_ENOUGH when the balance cannot pay the parts', async () => {
    t.vendor.knobs.setQuota({ balance: 2 });
    expect((await t.client.sendSms(notice('13800138025,13800138026'))).body.Code).toBe('OK');
    expect((await t.client.sendSms(notice('13800138027'))).body.Code).toBe('isv.AMOUNT_NOT_ENOUGH');
    expect(t.vendor.knobs.state().quota.balance).toBe(0);
  });
});
