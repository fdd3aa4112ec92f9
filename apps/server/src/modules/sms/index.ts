// What the rest of the product uses of the SMS gateway.
export type { SmsMessage, SmsSendResult, SmsSender, SmsTemplate } from './sms-sender';
