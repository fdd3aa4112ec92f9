import { inspect } from 'node:util';
import type { SmsTemplate } from './sms-sender';

/** The environment variables of the Aliyun SMS account, all optional; no AccessKey → SMS is off. */
export const SMS_VARIABLES = [
  'ALIYUN_SMS_ENDPOINT',
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_LOGIN',
  'ALIYUN_SMS_TEMPLATE_BILL_NOTICE',
  'ALIYUN_SMS_TEMPLATE_NOTICE',
] as const;
export type SmsVariable = (typeof SMS_VARIABLES)[number];
export type SmsEnv = Partial<Record<SmsVariable, string>>;

export const DEFAULT_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** Which environment variable names each template's TemplateCode. */
const TEMPLATE_VARIABLES: Record<SmsTemplate, SmsVariable> = {
  login: 'ALIYUN_SMS_TEMPLATE_LOGIN',
  billNotice: 'ALIYUN_SMS_TEMPLATE_BILL_NOTICE',
  notice: 'ALIYUN_SMS_TEMPLATE_NOTICE',
};

/** The account the client sends through. The secret never appears in `JSON.stringify` or `util.inspect`. */
export class SmsConfig {
  readonly endpoint: string;
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  /** The approved 签名, without 【】. */
  readonly signName: string;
  /** TemplateCode per template; a notice template left unset cannot be sent. */
  readonly templates: Readonly<Record<SmsTemplate, string | undefined>>;

  constructor(fields: {
    endpoint: string;
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templates: Record<SmsTemplate, string | undefined>;
  }) {
    this.endpoint = fields.endpoint.replace(/\/+$/, '');
    this.accessKeyId = fields.accessKeyId;
    this.accessKeySecret = fields.accessKeySecret;
    this.signName = fields.signName;
    this.templates = { ...fields.templates };
  }

  toJSON(): Record<string, unknown> {
    return {
      endpoint: this.endpoint,
      accessKeyId: this.accessKeyId,
      accessKeySecret: '[已隐藏]',
      signName: this.signName,
      templates: this.templates,
    };
  }

  [inspect.custom](): string {
    return `SmsConfig ${JSON.stringify(this.toJSON())}`;
  }
}

export interface SmsConfigProblem {
  variable: SmsVariable;
  message: string;
}

/**
 * The account from the environment: undefined with no problem when no AccessKey id or secret is set (SMS off);
 * a problem per missing or invalid variable when only part is. Messages never quote the secret.
 */
export function smsConfigFromEnv(env: SmsEnv): { config: SmsConfig | undefined; problems: SmsConfigProblem[] } {
  const given = (name: SmsVariable) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const problems: SmsConfigProblem[] = [];
  const endpoint = given('ALIYUN_SMS_ENDPOINT') ?? DEFAULT_SMS_ENDPOINT;
  if (!/^https?:\/\/[^/?#]+\/?$/.test(endpoint))
    problems.push({
      variable: 'ALIYUN_SMS_ENDPOINT',
      message: '应为 http(s)://主机[:端口]，如 https://dysmsapi.aliyuncs.com',
    });
  const id = given('ALIYUN_SMS_ACCESS_KEY_ID');
  const secret = given('ALIYUN_SMS_ACCESS_KEY_SECRET');
  if (id === undefined && secret === undefined) return { config: undefined, problems };

  const required: SmsVariable[] = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_LOGIN',
  ];
  for (const name of required)
    if (given(name) === undefined) problems.push({ variable: name, message: '启用短信时须与 AccessKey 一同设置' });
  const signName = given('ALIYUN_SMS_SIGN_NAME');
  if (signName !== undefined && /[【】]/.test(signName))
    problems.push({ variable: 'ALIYUN_SMS_SIGN_NAME', message: '签名名称不含【】（网关自动加上）' });
  const templates = Object.fromEntries(
    Object.entries(TEMPLATE_VARIABLES).map(([template, variable]) => [template, given(variable)]),
  ) as Record<SmsTemplate, string | undefined>;
  for (const [template, variable] of Object.entries(TEMPLATE_VARIABLES))
    if (templates[template as SmsTemplate] !== undefined && !/^SMS_\w+$/.test(templates[template as SmsTemplate] ?? ''))
      problems.push({ variable, message: '模板 CODE 应形如 SMS_153055065' });

  if (problems.length > 0 || !id || !secret || !signName) return { config: undefined, problems };
  return {
    config: new SmsConfig({ endpoint, accessKeyId: id, accessKeySecret: secret, signName, templates }),
    problems,
  };
}

/** The bundled fake's demo AccessKey and its default sign and templates, for `npm start` when no account is set. */
export function smsConfigFromFake(fake: { url: string; accessKeyId: string; accessKeySecret: string }): SmsConfig {
  return new SmsConfig({
    endpoint: fake.url,
    accessKeyId: fake.accessKeyId,
    accessKeySecret: fake.accessKeySecret,
    signName: '智慧物业',
    templates: { login: 'SMS_LOGIN_0001', billNotice: 'SMS_NOTICE_0001', notice: 'SMS_NOTICE_0002' },
  });
}
