import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginCode, notice, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor({
    signs: ['智慧物业', '甲物业', '乙物业', '丙物业', '丁物业'].map((name) => ({ name })),
    whitelist: ['13900000000'],
  });
  t.vendor.knobs.setTiming({ reportDelayMs: 600_000 });
});
afterAll(() => t.close());
beforeEach(() => {
  t.vendor.knobs.reset();
  t.vendor.knobs.setTiming({ reportDelayMs: 600_000 });
});

/** Moves the business clock to a China time and sends. */
async function at(time: string, params: Record<string, string>) {
  t.vendor.knobs.moveClock({ to: `${time.replace(' ', 'T')}+08:00` });
  const { body } = await t.client.call('SendSms', params);
  return `${String(body.Code)}${body.Code === 'OK' ? '' : ` ${String(body.Message)}`}`;
}

describe('验证码 flow control per number and sign', () => {
  it('M2: 10:00:05 OK, 10:00:40 refused for the minute, 10:01:02 OK (a new natural minute)', async () => {
    expect(await at('2024-05-10 10:00:05', loginCode('13800000001'))).toBe('OK');
    expect(await at('2024-05-10 10:00:40', loginCode('13800000001'))).toBe(
      'isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1',
    );
    expect(await at('2024-05-10 10:01:02', loginCode('13800000001'))).toBe('OK');
  });

  it('counts each number and each sign apart', async () => {
    expect(await at('2024-05-10 10:00:05', loginCode('13800000002'))).toBe('OK');
    expect(await at('2024-05-10 10:00:06', loginCode('13800000003'))).toBe('OK');
    expect(await at('2024-05-10 10:00:07', { ...loginCode('13800000002'), SignName: '甲物业' })).toBe('OK');
  });

  it('takes 5 in a natural hour, refuses the 6th, and takes one again at the next hour', async () => {
    for (const minute of ['00', '10', '20', '30', '40'])
      expect(await at(`2024-05-10 10:${minute}:00`, loginCode('13800000004'))).toBe('OK');
    expect(await at('2024-05-10 10:59:59', loginCode('13800000004'))).toBe(
      'isv.BUSINESS_LIMIT_CONTROL 触发小时级流控Permits:5',
    );
    expect(await at('2024-05-10 11:00:00', loginCode('13800000004'))).toBe('OK');
  });

  it('takes 10 in 24 hours, refuses the 11th, and takes one again 24 hours after the first', async () => {
    for (let h = 0; h < 10; h++)
      expect(await at(`2024-05-10 ${String(8 + h).padStart(2, '0')}:00:00`, loginCode('13800000005'))).toBe('OK');
    expect(await at('2024-05-11 07:59:00', loginCode('13800000005'))).toBe(
      'isv.BUSINESS_LIMIT_CONTROL 触发天级流控Permits:10',
    );
    expect(await at('2024-05-11 08:00:01', loginCode('13800000005'))).toBe('OK');
  });

  it('takes 40 验证码 to one number across signs in 24 hours and refuses the 41st', async () => {
    const signs = ['智慧物业', '甲物业', '乙物业', '丙物业', '丁物业'];
    let hour = 0;
    for (let round = 0; round < 8; round++) {
      for (const SignName of signs)
        expect(
          await at(`2024-05-10 ${String(hour).padStart(2, '0')}:0${signs.indexOf(SignName)}:00`, {
            ...loginCode('13800000006'),
            SignName,
          }),
        ).toBe('OK');
      hour++;
    }
    expect(await at('2024-05-10 09:00:00', { ...loginCode('13800000006'), SignName: '丁物业' })).toBe(
      'isv.BUSINESS_LIMIT_CONTROL 触发天级流控Permits:40',
    );
  });

  it('lets a whitelisted number through', async () => {
    expect(await at('2024-05-10 10:00:05', loginCode('13900000000'))).toBe('OK');
    expect(await at('2024-05-10 10:00:06', loginCode('13900000000'))).toBe('OK');
  });

  it('counts only accepted sends: a refused one does not use the minute', async () => {
    expect(await at('2024-05-10 10:00:05', loginCode('13800000007', '12'))).toBe('isv.INVALID_PARAMETERS 参数异常');
    expect(await at('2024-05-10 10:00:06', loginCode('13800000007'))).toBe('OK');
  });
});

describe('通知 flow control per number, sign and template', () => {
  it('M3: takes 50 in 24 hours whatever the variables, refuses the 51st; another template still goes', async () => {
    for (let i = 0; i < 50; i++)
      expect(
        await at(
          `2024-05-10 ${String(Math.floor(i / 5)).padStart(2, '0')}:${String((i % 5) * 10).padStart(2, '0')}:00`,
          notice('13800000008', `通知${i}`),
        ),
      ).toBe('OK');
    expect(await at('2024-05-10 23:00:00', notice('13800000008', '又一条'))).toBe(
      'isv.BUSINESS_LIMIT_CONTROL 触发天级流控Permits:50',
    );
    expect(
      await at('2024-05-10 23:00:01', {
        PhoneNumbers: '13800000008',
        SignName: '智慧物业',
        TemplateCode: 'SMS_NOTICE_0001',
        TemplateParam: JSON.stringify({ house: '1-101', month: '5月', amount: '10.00' }),
      }),
    ).toBe('OK');
    expect(await at('2024-05-11 00:00:01', notice('13800000008'))).toBe('OK');
  });

  it('refuses the whole call when one of its numbers is over the limit, and counts none of it', async () => {
    for (let i = 0; i < 50; i++)
      expect(await at(`2024-05-10 08:${String(i).padStart(2, '0')}:00`, notice('13800000009'))).toBe('OK');
    expect(await at('2024-05-10 09:00:00', notice('13800000010,13800000009'))).toMatch(/^isv.BUSINESS_LIMIT_CONTROL/);
    expect(t.vendor.knobs.messages('13800000010').map((m) => m.code)).toEqual(['isv.BUSINESS_LIMIT_CONTROL']);
  });
});
