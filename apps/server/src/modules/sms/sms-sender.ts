/**
 * Sends one SMS through the configured gateway (Aliyun 短信服务 SendSms, or the bundled fake that speaks it).
 * `templateParam` holds the template's variables; `outId` is ours and comes back in delivery reports.
 */
export interface SmsSender {
  /** The approved 签名 the gateway prefixes (without 【】). */
  readonly signName: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
  /**
   * One template to up to 100 numbers, each with its own variables, in one call (SendBatchSms): accepted or refused
   * as a whole, one BizId, the call's OutId in every number's report. Absent: the sender sends one by one.
   */
  sendBatch?(batch: SmsBatch): Promise<SmsSendResult>;
  /**
   * Whether a message whose OutId `matches` was accepted for the number on that China day (QuerySendDetails): how a
   * sender that lost the answer to SendSms learns the outcome before sending again (the API is not idempotent).
   */
  findSent(phone: string, chinaDay: string, matches: (outId: string) => boolean): Promise<SmsFindResult>;
}

/** At most this many numbers per SendBatchSms call. */
export const SMS_BATCH_MAX = 100;

export interface SmsBatch {
  template: { code: string };
  recipients: { phone: string; templateParam: Record<string, string> }[];
  outId?: string;
}

export type SmsFindResult = { found: true; delivered: boolean | null } | { found: false } | { error: string };

export interface SmsMessage {
  /** 11 mainland digits (no +86). */
  phone: string;
  /** Which of the configured templates, or an approved TemplateCode of a company's own template. */
  template: SmsTemplate | { code: string };
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
