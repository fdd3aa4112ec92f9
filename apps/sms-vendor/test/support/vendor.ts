import { startSmsVendor, type RunningSmsVendor, type SmsVendorOptions } from '../../src/index';
import { AcsClient } from '../../src/testing/index';

/** Timings compressed for tests: receipts after 20 ms, a minute between report retries becomes 60 ms. */
export const TEST_TIMING = { reportDelayMs: 20, retryScale: 0.001, pushTimeoutMs: 300 };

export interface TestVendor {
  vendor: RunningSmsVendor;
  client: AcsClient;
  close(): Promise<void>;
}

export async function startTestVendor(options: SmsVendorOptions = {}): Promise<TestVendor> {
  const vendor = await startSmsVendor({ port: 0, logLevel: 'silent', timing: TEST_TIMING, ...options });
  const client = new AcsClient(vendor.url, {
    accessKeyId: vendor.accessKeyId,
    accessKeySecret: vendor.accessKeySecret,
  });
  return { vendor, client, close: () => vendor.close() };
}

/** A SendSms of the login code to one number with the default sign. */
export const loginCode = (phone: string, code = '123456') => ({
  PhoneNumbers: phone,
  SignName: '智慧物业',
  TemplateCode: 'SMS_LOGIN_0001',
  TemplateParam: JSON.stringify({ code }),
});

/** A SendSms of the 通知 template SMS_NOTICE_0002. */
export const notice = (phone: string, title = '小区停水通知') => ({
  PhoneNumbers: phone,
  SignName: '智慧物业',
  TemplateCode: 'SMS_NOTICE_0002',
  TemplateParam: JSON.stringify({ title }),
});

/** Business time in China: `china('2024-05-10 10:00:05')`. */
export const china = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
