import { eventXml, type FinishStatus, type PushedEvent } from '../protocol/event-xml';
import { pushNonce } from '../protocol/ids';
import { pushSignature } from '../protocol/signature';
import type { WechatVendorTiming } from '../options';
import type { VendorClock } from './clock';
import type { MessageRecord } from './messages';
import { Timers } from './timers';

/** Tries of one push in all: the first and two retries ("重试三次" counted as three pushes, note and brief). */
export const PUSH_ATTEMPTS = 3;

/** How the next accepted template messages' TEMPLATESENDJOBFINISH go (test knobs). */
export interface FinishPlan {
  /** From acceptance to the finish (real ms); default the timing's finishDelayMs. */
  delayMs?: number;
  /** The finish happens but is never pushed. */
  lose?: boolean;
  /** Push it this many times in all (each after the previous was accepted). */
  times?: number;
  /** Default success. */
  status?: FinishStatus;
}

export interface FinishPlanRequest extends FinishPlan {
  /** How many of the next accepted messages get this plan (default 1). */
  count?: number;
}

export interface PushAttempt {
  /** Real time, ISO. */
  at: string;
  status: number | null;
  ms: number;
  ok: boolean;
  answer: string;
  error?: string;
}

/** One event pushed to the developer's server URL, with every try. */
export interface EventPush {
  seq: number;
  url: string;
  event: PushedEvent;
  xml: string;
  /** The push carried a wrong signature (knob). */
  badSignature: boolean;
  state: 'sending' | 'retrying' | 'accepted' | 'failed';
  attempts: PushAttempt[];
}

/** The result of the 服务器配置 check (GET with echostr). */
export interface ServerCheck {
  at: string;
  url: string;
  ok: boolean;
  status: number | null;
  answer: string;
  error?: string;
}

/**
 * Events to the developer's server (明文模式): POST `<url>?signature=&timestamp=&nonce=&openid=` with the XML body.
 * Accepted: HTTP 200 whose body is `success` or empty. Anything else — another status or body, no answer within
 * the timeout, no connection — is tried again, three tries in all (chosen: WeChat documents the retry only for
 * "no answer in 5 s"), then given up.
 */
export class EventPusher {
  private readonly timers = new Timers();
  private plans: { plan: FinishPlan; remaining: number }[] = [];
  private pushes: EventPush[] = [];
  private seq = 0;
  private epoch = 0;
  /** Knob: the next N pushes carry a wrong signature. */
  badSignatures = 0;
  lastCheck: ServerCheck | undefined;

  constructor(
    private readonly deps: {
      clock: VendorClock;
      timing: () => WechatVendorTiming;
      eventUrl: () => string | undefined;
      token: string;
      originalId: string;
      log: (line: string) => void;
    },
  ) {}

  addPlan({ count = 1, ...plan }: FinishPlanRequest): void {
    this.plans.push({ plan, remaining: count });
  }

  list(): readonly EventPush[] {
    return this.pushes;
  }

  /** After the plan's delay the job finishes; then TEMPLATESENDJOBFINISH is pushed unless lost or no URL is set. */
  templateAccepted(record: MessageRecord): void {
    const plan = this.takePlan();
    record.finish.state = 'waiting';
    record.finish.lost = plan.lose ?? false;
    const epoch = this.epoch;
    this.timers.after(plan.delayMs ?? this.deps.timing().finishDelayMs, () => {
      if (epoch !== this.epoch) return;
      const status = plan.status ?? 'success';
      record.finish.state = status;
      if (record.finish.lost || !record.msgid) return;
      const event: PushedEvent = { event: 'TEMPLATESENDJOBFINISH', openid: record.touser, msgId: record.msgid, status };
      this.push(event, Math.max(1, plan.times ?? 1), (seq) => record.finish.pushes.push(seq));
    });
  }

  /** subscribe / unsubscribe, pushed at once. */
  followChanged(openid: string, following: boolean): void {
    this.push({ event: following ? 'subscribe' : 'unsubscribe', openid }, 1);
  }

  /** 服务器配置 → 提交: GET `<url>?signature&timestamp&nonce&echostr`; the server must answer echostr as it is. */
  async checkServer(): Promise<ServerCheck> {
    const url = this.deps.eventUrl();
    const at = new Date().toISOString();
    if (!url) return (this.lastCheck = { at, url: '', ok: false, status: null, answer: '', error: '未设置服务器地址' });
    const echostr = pushNonce() + pushNonce();
    const check: ServerCheck = { at, url, ok: false, status: null, answer: '' };
    try {
      const response = await fetch(this.signedUrl(url, { echostr }), {
        signal: AbortSignal.timeout(this.deps.timing().pushTimeoutMs),
      });
      check.status = response.status;
      check.answer = (await response.text()).slice(0, 300);
      check.ok = response.status === 200 && check.answer === echostr;
    } catch (error) {
      check.error = String(error);
    }
    this.lastCheck = check;
    return check;
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
    this.plans = [];
    this.pushes = [];
    this.seq = 0;
    this.badSignatures = 0;
    this.lastCheck = undefined;
  }

  close(): void {
    this.reset();
  }

  private takePlan(): FinishPlan {
    const entry = this.plans[0];
    if (!entry) return {};
    if (--entry.remaining <= 0) this.plans.shift();
    return entry.plan;
  }

  private signedUrl(url: string, extra: Record<string, string>): string {
    const timestamp = String(Math.floor(this.deps.clock.wall() / 1000));
    const nonce = pushNonce();
    let signature = pushSignature(this.deps.token, timestamp, nonce);
    if (this.badSignatures > 0) {
      this.badSignatures--;
      signature = pushSignature(`${this.deps.token}x`, timestamp, nonce);
    }
    const target = new URL(url);
    for (const [k, v] of Object.entries({ signature, timestamp, nonce, ...extra })) target.searchParams.set(k, v);
    return target.toString();
  }

  /** A repeat carries the same XML (same CreateTime): a duplicate delivery, as receivers must expect. */
  private push(event: PushedEvent, times: number, onPush?: (seq: number) => void, xml?: string): void {
    const url = this.deps.eventUrl();
    if (!url) return;
    const push: EventPush = {
      seq: ++this.seq,
      url,
      event,
      xml: xml ?? eventXml(event, this.deps.originalId, Math.floor(this.deps.clock.now() / 1000)),
      badSignature: false,
      state: 'sending',
      attempts: [],
    };
    this.pushes.push(push);
    onPush?.(push.seq);
    const epoch = this.epoch;
    void this.attempt(push, epoch, () => {
      if (times > 1) this.push(event, times - 1, onPush, push.xml);
    });
  }

  private async attempt(push: EventPush, epoch: number, onAccepted: () => void): Promise<void> {
    const bad = this.badSignatures > 0;
    const target = this.signedUrl(push.url, { openid: push.event.openid });
    push.badSignature ||= bad;
    const attempt = await this.send(target, push.xml);
    if (epoch !== this.epoch) return;
    push.attempts.push(attempt);
    this.deps.log(`event #${push.seq} ${push.event.event} → ${push.url}: ${attempt.status ?? attempt.error}`);
    if (attempt.ok) {
      push.state = 'accepted';
      onAccepted();
      return;
    }
    if (push.attempts.length >= PUSH_ATTEMPTS) {
      push.state = 'failed';
      return;
    }
    push.state = 'retrying';
    this.timers.after(this.deps.timing().retryDelayMs, () => void this.attempt(push, epoch, onAccepted));
  }

  private async send(url: string, xml: string): Promise<PushAttempt> {
    const timeoutMs = this.deps.timing().pushTimeoutMs;
    const started = performance.now();
    const attempt: PushAttempt = { at: new Date().toISOString(), status: null, ms: 0, ok: false, answer: '' };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml' },
        body: xml,
        signal: AbortSignal.timeout(timeoutMs),
      });
      attempt.status = response.status;
      attempt.answer = (await response.text()).slice(0, 300);
      const answer = attempt.answer.trim();
      attempt.ok = response.status === 200 && (answer === '' || answer === 'success');
    } catch (error) {
      attempt.error =
        error instanceof Error && error.name === 'TimeoutError' ? `超过 ${timeoutMs} ms 未应答` : String(error);
    }
    attempt.ms = Math.round(performance.now() - started);
    return attempt;
  }
}
