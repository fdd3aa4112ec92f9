// What the rest of the product uses of SMS (issues 31, 32): the sender interface, the Aliyun client and its
// configuration from the environment.
export type { SmsBatch, SmsFindResult, SmsMessage, SmsSender, SmsSendResult, SmsTemplate } from './sms-sender';
export { SMS_BATCH_MAX } from './sms-sender';
export { AliyunSmsClient, SMS_API_VERSION, type AliyunSmsClientOptions } from './aliyun-sms-client';
export {
  DEFAULT_SMS_ENDPOINT,
  SMS_VARIABLES,
  SmsConfig,
  smsConfigFromEnv,
  smsConfigFromFake,
  type SmsConfigProblem,
  type SmsEnv,
} from './sms-config';
