/**
 * Sends one SMS through the configured gateway (Aliyun 短信服务 SendSms, or the bundled fake that speaks it).
 * `templateParam` holds the template's variables; `outId` is ours and comes back in delivery reports.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

export interface SmsMessage {
  /** 11 mainland digits (no +86). */
  phone: string;
  /** Which of the configured templates. */
  template: SmsTemplate;
  templateParam: Record<string, string>;
  outId?: string;
}

/**
 * Which configured template: `login` is the 验证码 (`code`); `billNotice` the 缴费提醒 (`house`, `amount`, `month`);
 * `notice` a 通知 (`title`). Each maps to its ALIYUN_SMS_TEMPLATE_* TemplateCode (sms-config.ts).
 */
export type SmsTemplate = 'login' | 'billNotice' | 'notice';

export type SmsSendResult =
  | { ok: true; bizId: string; requestId: string }
  /** The gateway's Code and Message; `limited` when it is its flow control (BUSINESS_LIMIT_CONTROL), `retryable` for its transient failures. */
  | { ok: false; code: string; message: string; limited: boolean; retryable: boolean };
