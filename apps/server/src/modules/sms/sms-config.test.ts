import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_ENDPOINT, smsConfigFromEnv } from './sms-config';

const full = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId0000',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'very-secret-value-000000000000',
  ALIYUN_SMS_SIGN_NAME: '智慧物业',
  ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_153055065',
};

describe('SMS configuration from the environment', () => {
  it('is off with no AccessKey', () => {
    expect(smsConfigFromEnv({})).toEqual({ config: undefined, problems: [] });
    expect(smsConfigFromEnv({ ALIYUN_SMS_SIGN_NAME: '智慧物业' }).config).toBeUndefined();
  });

  it('reads a real account with the default endpoint; notice templates are optional', () => {
    const { config, problems } = smsConfigFromEnv({ ...full, ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_200000002' });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      endpoint: DEFAULT_SMS_ENDPOINT,
      accessKeyId: full.ALIYUN_SMS_ACCESS_KEY_ID,
      signName: '智慧物业',
      templates: { login: 'SMS_153055065', billNotice: undefined, notice: 'SMS_200000002' },
    });
  });

  it('names each variable missing when only part of the account is set', () => {
    const { config, problems } = smsConfigFromEnv({ ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId0000' });
    expect(config).toBeUndefined();
    expect(problems.map((p) => p.variable)).toEqual([
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_LOGIN',
    ]);
  });

  it('refuses a bad endpoint, a sign written with 【】 and a template code of another shape', () => {
    const { problems } = smsConfigFromEnv({
      ...full,
      ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com',
      ALIYUN_SMS_SIGN_NAME: '【智慧物业】',
      ALIYUN_SMS_TEMPLATE_BILL_NOTICE: '153055065',
    });
    expect(problems.map((p) => p.variable)).toEqual([
      'ALIYUN_SMS_ENDPOINT',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_BILL_NOTICE',
    ]);
  });

  it('never shows the secret when serialised or inspected', () => {
    const { config } = smsConfigFromEnv(full);
    expect(JSON.stringify(config)).not.toContain(full.ALIYUN_SMS_ACCESS_KEY_SECRET);
    expect(inspect(config)).not.toContain(full.ALIYUN_SMS_ACCESS_KEY_SECRET);
    expect(JSON.stringify({ sms: config })).toContain('[已隐藏]');
  });
});
