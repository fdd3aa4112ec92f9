import { bizId as newBizId } from '../protocol/ids';
import type { ResolvedOptions } from '../options';
import type { VendorClock } from './clock';
import { CODES, GatewayError, type SmsCode } from './errors';
import type { FlowControl } from './flow-control';
import type { MessageLog, SmsRecord } from './messages';
import type { Quota } from './quota';
import type { Reporter } from './reporter';
import { type Params, type Prepared, readSendBatchSms, readSendSms, type Recipient, type SendAsk } from './send-input';

/** The caller of one API call. */
export interface CallContext {
  requestId: string;
  accessKeyId: string;
}

export interface SendAnswer {
  Code: string;
  Message: string;
  BizId?: string;
  RequestId: string;
}

/** Knob: the next `remaining` sends answer this Code (with an HTTP error status when `status` is set). */
export interface ForcedFailure {
  code: string;
  message: string;
  status?: number;
  remaining: number;
}

/** SendSms and SendBatchSms: read, refuse (knob, quota, flow control) or accept, record every number. */
export class Sends {
  forced: ForcedFailure | undefined;

  constructor(
    private readonly deps: {
      options: ResolvedOptions;
      clock: VendorClock;
      log: MessageLog;
      flow: FlowControl;
      quota: Quota;
      reporter: Reporter;
    },
  ) {}

  sendSms(ctx: CallContext, params: Params): SendAnswer {
    return this.send(ctx, 'SendSms', readSendSms(this.deps.options, params));
  }

  sendBatchSms(ctx: CallContext, params: Params): SendAnswer {
    return this.send(ctx, 'SendBatchSms', readSendBatchSms(this.deps.options, params));
  }

  private send(ctx: CallContext, action: SmsRecord['action'], prepared: Prepared): SendAnswer {
    const now = this.deps.clock.now();
    if (!prepared.ok) return this.refuse(ctx, action, prepared.ask, prepared.refusal, now);
    const { ask, recipients } = prepared;
    const forced = this.takeForced();
    if (forced) {
      this.refuse(ctx, action, ask, forced, now);
      if (forced.status !== undefined) throw new GatewayError(forced.status, forced.code, forced.message);
      return answer(ctx, forced);
    }
    const parts = recipients.reduce((sum, r) => sum + r.parts, 0);
    const template = ask.template;
    if (!template) throw new Error('prepared without a template');
    const limited =
      this.deps.quota.check(recipients.length, 0, now) ??
      recipients
        .filter((r) => !this.deps.options.whitelist.has(r.phone))
        .map((r) => this.deps.flow.check(r.phone, r.signName, template, now))
        .find((c) => c !== undefined) ??
      this.deps.quota.check(0, parts, now);
    if (limited) return this.refuse(ctx, action, ask, limited, now, recipients);

    const bizId = newBizId(now);
    for (const r of recipients) {
      this.deps.flow.count(r.phone, r.signName, template, now);
      const record = this.record(ctx, action, ask, r, CODES.ok, now, bizId);
      this.deps.reporter.accepted(record);
    }
    this.deps.quota.charge(recipients.length, parts, now);
    return { ...answer(ctx, CODES.ok), BizId: bizId };
  }

  private takeForced(): (SmsCode & { status?: number }) | undefined {
    const f = this.forced;
    if (!f) return undefined;
    if (--f.remaining <= 0) this.forced = undefined;
    return { code: f.code, message: f.message, status: f.status };
  }

  /** Records the refused numbers (one row when the list could not be read) and answers the Code. */
  private refuse(
    ctx: CallContext,
    action: SmsRecord['action'],
    ask: SendAsk,
    refusal: SmsCode,
    now: number,
    recipients?: Recipient[],
  ): SendAnswer {
    const rows: Recipient[] =
      recipients ??
      (ask.phoneNumbers.length > 0 && ask.phoneNumbers.length <= 100
        ? ask.phoneNumbers.map((n, i) => stub(n, ask.signNames[i] ?? '', ask.params[i] ?? {}))
        : [stub(`（${ask.phoneNumbers.length} 个号码）`, ask.signNames[0] ?? '', {})]);
    for (const r of rows) this.record(ctx, action, ask, r, refusal, now, undefined, recipients === undefined);
    return answer(ctx, refusal);
  }

  private record(
    ctx: CallContext,
    action: SmsRecord['action'],
    ask: SendAsk,
    r: Recipient,
    outcome: SmsCode,
    now: number,
    bizId: string | undefined,
    unread = false,
  ): SmsRecord {
    return this.deps.log.add({
      at: now,
      action,
      requestId: ctx.requestId,
      accessKeyId: ctx.accessKeyId,
      phoneNumber: r.phoneNumber,
      phone: r.phone || undefined,
      signName: r.signName,
      templateCode: ask.templateCode,
      templateType: ask.template?.type,
      params: r.params,
      text: unread ? undefined : r.text,
      length: unread ? undefined : r.length,
      parts: unread ? undefined : r.parts,
      outId: ask.outId,
      code: outcome.code,
      message: outcome.message,
      bizId,
      delivery: {
        state: 'none',
        lost: false,
        errCode: undefined,
        errMsg: undefined,
        receivedAt: undefined,
        pushes: [],
      },
    });
  }
}

const answer = (ctx: CallContext, c: SmsCode): SendAnswer => ({
  Code: c.code,
  Message: c.message,
  RequestId: ctx.requestId,
});

const stub = (phoneNumber: string, signName: string, params: Record<string, string>): Recipient => ({
  phoneNumber,
  phone: '',
  signName,
  params,
  text: '',
  length: 0,
  parts: 0,
});
