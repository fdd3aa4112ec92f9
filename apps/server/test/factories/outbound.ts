import { sql } from 'drizzle-orm';
import type { Db } from '@pm/db';
import type { SmsBatch, SmsFindResult, SmsMessage, SmsSender, SmsSendResult } from '../../src/modules/sms/sms-sender';
import type { TestApp } from '../harness';
import type { ChargingWorld } from './charging';

/** An SMS gateway double: records what it took, refuses on demand (transient or not), answers QuerySendDetails from what it took. */
export class GatewaySms implements SmsSender {
  readonly signName = '幸福里物业';
  readonly sent: SmsMessage[] = [];
  /** Numbers per SendBatchSms call, in order. */
  readonly calls: number[] = [];
  private refusals: SmsSendResult[] = [];

  /** Numbers the gateway refuses with a Code (a call holding one is refused whole, as SendBatchSms is). */
  readonly refusedPhones = new Map<string, string>();

  private refusalFor(phones: string[]): SmsSendResult | undefined {
    const code = phones.map((p) => this.refusedPhones.get(p)).find((c) => c !== undefined);
    return code ? { ok: false, code, message: code, limited: code === 'isv.BUSINESS_LIMIT_CONTROL', retryable: false } : this.refusals.shift();
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const refusal = this.refusalFor([message.phone]);
    if (refusal) return refusal;
    this.sent.push(message);
    return { ok: true, bizId: `9000${this.sent.length}^0`, requestId: `req-${this.sent.length}` };
  }

  /** SendBatchSms: each number recorded as a message carrying the call's OutId; refused as a whole. */
  async sendBatch(batch: SmsBatch): Promise<SmsSendResult> {
    this.calls.push(batch.recipients.length);
    const refusal = this.refusalFor(batch.recipients.map((r) => r.phone));
    if (refusal) return refusal;
    const bizId = `9100${this.calls.length}^0`;
    for (const r of batch.recipients) this.sent.push({ phone: r.phone, template: batch.template, templateParam: r.templateParam, ...(batch.outId ? { outId: batch.outId } : {}) });
    return { ok: true, bizId, requestId: `req-b${this.calls.length}` };
  }

  async findSent(phone: string, _day: string, matches: (outId: string) => boolean): Promise<SmsFindResult> {
    return this.sent.some((m) => m.phone === phone && m.outId !== undefined && matches(m.outId)) ? { found: true, delivered: null } : { found: false };
  }

  /** The next `times` sends fail with the gateway's code; `retryable` as the client would judge it. */
  refuse(code: string, times = 1, retryable = false) {
    for (let i = 0; i < times; i++) this.refusals.push({ ok: false, code, message: code === 'isp.SYSTEM_ERROR' ? '系统错误' : code, limited: false, retryable });
  }

  to(phone: string) {
    return this.sent.filter((m) => m.phone === phone);
  }
}

/** A template of the company straight through the API; answers its id. */
export async function smsTemplate(t: TestApp, w: ChargingWorld, purpose = 'dunning', extra: Record<string, unknown> = {}) {
  const body = {
    purpose,
    channel: 'sms',
    name: `${purpose}短信`,
    vendorCode: 'SMS_DUNNING_0001',
    text: '尊敬的${owner}，您的房屋${house}欠费${amount}元（${amountText}），请尽快缴纳。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'amount', value: purpose === 'reminder' ? '{应缴金额}' : purpose === 'paid' ? '{缴费金额}' : '{欠费金额}' },
      { key: 'amountText', value: purpose === 'reminder' ? '{应缴金额大写}' : purpose === 'paid' ? '{缴费金额大写}' : '{欠费金额大写}' },
    ],
    ...extra,
  };
  const res = await t.as(w.clerk).post('/api/outbound/templates', body);
  if (res.status !== 200) throw new Error(`template not saved: ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}

/** Quiet hours off for the company (tests send at any hour). */
export async function noQuietHours(t: TestApp, w: ChargingWorld, extra: Record<string, unknown> = {}) {
  const res = await t.as(w.clerk).post('/api/outbound/settings', { quietHours: false, quietStart: '21:00', quietEnd: '08:00', remindDays: 3, paidNotice: true, wechatFallbackSms: true, smsPartPrice: '0.0450', ...extra });
  if (res.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(res.body)}`);
}

export type MessageState = {
  id: number;
  house_id: number | null;
  purpose: string;
  channel: string;
  address: string;
  state: string;
  reason: string | null;
  attempts: number;
  amount: string | null;
  content: string;
  resend_of: number | null;
  cost: string | null;
  parts: number;
};

export async function messagesOf(db: Db, companyId: number): Promise<MessageState[]> {
  return db.execute<MessageState>(sql`
    select id::int, house_id::int, purpose, channel, address, state, reason, attempts, amount::text, content, resend_of::int, cost::text, parts
    from outbound_messages where company_id = ${companyId} order by id`);
}

/** Waits for a job to end; answers its state. */
export async function jobEnded(db: Db, jobId: number, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.execute<{ state: string; error: string | null }>(sql`select state, error from background_jobs where id = ${jobId}`);
    if (row && row.state !== 'running' && row.state !== 'pending' && row.state !== 'queued') return row.state;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${row?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
