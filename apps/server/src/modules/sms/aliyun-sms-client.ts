import { signAcs3 } from './acs3-sign';
import type { SmsConfig } from './sms-config';
import type { SmsBatch, SmsFindResult, SmsMessage, SmsSender, SmsSendResult, SmsTemplate } from './sms-sender';

// SendSms of Aliyun 短信服务 (dysmsapi 2017-05-25; messages note §1–§3), signed with V3. Business answers are
// HTTP 200 `{Code, Message, BizId, RequestId}`, only `OK` accepted; the gateway's refusals (signature, key,
// throttling) are HTTP errors with the same Code/Message fields. SendSms is not idempotent: a timeout leaves
// the outcome unknown, so a caller that retries should first look at the delivery report.

export const SMS_API_VERSION = '2017-05-25';

/** Gateway and business codes that are worth another try later (note §3: system error; throttling; outages). */
const TRANSIENT_CODES = new Set(['isp.SYSTEM_ERROR', 'ServiceUnavailable', 'InternalError', 'ServiceTimeout']);
const isThrottling = (code: string) => code === 'Throttling' || code.startsWith('Throttling.');

const TEMPLATE_VARIABLE: Record<SmsTemplate, string> = {
  login: 'ALIYUN_SMS_TEMPLATE_LOGIN',
  billNotice: 'ALIYUN_SMS_TEMPLATE_BILL_NOTICE',
  notice: 'ALIYUN_SMS_TEMPLATE_NOTICE',
};

export interface AliyunSmsClientOptions {
  /** Covers the whole call, answer included (default 5 s; Aliyun recommends at least 1 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock x-acs-date is written from. */
  now?: () => number;
}

export class AliyunSmsClient implements SmsSender {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly config: SmsConfig,
    options: AliyunSmsClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  get signName(): string {
    return this.config.signName;
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const templateCode = typeof message.template === 'string' ? this.config.templates[message.template] : message.template.code;
    if (!templateCode)
      return failure('TEMPLATE_NOT_CONFIGURED', `未配置短信模板（${TEMPLATE_VARIABLE[message.template as SmsTemplate]}）`, false);
    const params: Record<string, string> = {
      PhoneNumbers: message.phone,
      SignName: this.config.signName,
      TemplateCode: templateCode,
    };
    if (Object.keys(message.templateParam).length > 0) params.TemplateParam = JSON.stringify(message.templateParam);
    if (message.outId !== undefined) params.OutId = message.outId;
    const answer = await this.call('SendSms', params);
    return 'error' in answer ? answer.error : toResult(answer.status, answer.text);
  }

  async sendBatch(batch: SmsBatch): Promise<SmsSendResult> {
    const params: Record<string, string> = {
      PhoneNumberJson: JSON.stringify(batch.recipients.map((r) => r.phone)),
      SignNameJson: JSON.stringify(batch.recipients.map(() => this.config.signName)),
      TemplateCode: batch.template.code,
      TemplateParamJson: JSON.stringify(batch.recipients.map((r) => r.templateParam)),
    };
    if (batch.outId !== undefined) params.OutId = batch.outId;
    const answer = await this.call('SendBatchSms', params, true);
    return 'error' in answer ? answer.error : toResult(answer.status, answer.text);
  }

  async findSent(phone: string, chinaDay: string, matches: (outId: string) => boolean): Promise<SmsFindResult> {
    const sendDate = chinaDay.replaceAll('-', '');
    for (let page = 1; page <= 20; page++) {
      const answer = await this.call('QuerySendDetails', { PhoneNumber: phone, SendDate: sendDate, PageSize: '50', CurrentPage: String(page) });
      if ('error' in answer) return { error: answer.error.message };
      let body: { Code?: unknown; Message?: unknown; TotalCount?: unknown; SmsSendDetailDTOs?: { SmsSendDetailDTO?: { OutId?: string; SendStatus?: number }[] } };
      try {
        body = JSON.parse(answer.text) as typeof body;
      } catch {
        return { error: `短信网关的应答无法识别（HTTP ${answer.status}）` };
      }
      if (answer.status !== 200 || body.Code !== 'OK') return { error: `${typeof body.Code === 'string' ? body.Code : `HTTP_${answer.status}`} ${typeof body.Message === 'string' ? body.Message : ''}`.trim() };
      const details = body.SmsSendDetailDTOs?.SmsSendDetailDTO ?? [];
      const hit = details.find((d) => d.OutId !== undefined && matches(d.OutId));
      if (hit) return { found: true, delivered: hit.SendStatus === 3 ? true : hit.SendStatus === 2 ? false : null };
      if (page * 50 >= Number(body.TotalCount ?? 0)) return { found: false };
    }
    return { found: false };
  }

  private async call(apiAction: string, params: Record<string, string>, inBody = false): Promise<{ status: number; text: string } | { error: SmsSendResult & { ok: false } }> {
    const { url, headers, body } = signAcs3({
      inBody,
      method: 'POST',
      endpoint: this.config.endpoint,
      apiAction,
      version: SMS_API_VERSION,
      params,
      accessKeyId: this.config.accessKeyId,
      accessKeySecret: this.config.accessKeySecret,
      now: this.now(),
    });

    let status: number;
    let text: string;
    try {
      const response = await this.fetch(url, { method: 'POST', headers, ...(body !== undefined ? { body } : {}), signal: AbortSignal.timeout(this.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        error: timeout
          ? failure('TIMEOUT', `短信网关 ${this.timeoutMs} ms 内未应答（是否已发送未知）`, true)
          : failure('NETWORK', `无法连接短信网关：${error instanceof Error ? error.message : String(error)}`, true),
      };
    }
    return { status, text };
  }
}

/** Maps one answer of SendSms to our result. */
export function toResult(status: number, text: string): SmsSendResult {
  let body: { Code?: unknown; Message?: unknown; BizId?: unknown; RequestId?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return failure(`HTTP_${status}`, `短信网关的应答无法识别（HTTP ${status}）`, status >= 500);
  }
  const code = typeof body.Code === 'string' ? body.Code : `HTTP_${status}`;
  const message = typeof body.Message === 'string' ? body.Message : '';
  if (status === 200 && code === 'OK' && typeof body.BizId === 'string')
    return { ok: true, bizId: body.BizId, requestId: typeof body.RequestId === 'string' ? body.RequestId : '' };
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return { ok: false, code, message, limited: true, retryable: false };
  return failure(code, message, status >= 500 || TRANSIENT_CODES.has(code) || isThrottling(code));
}

const failure = (code: string, message: string, retryable: boolean): SmsSendResult & { ok: false } => ({
  ok: false,
  code,
  message,
  limited: false,
  retryable,
});
