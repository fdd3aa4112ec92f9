import { randomBytes, randomUUID } from 'node:crypto';
import { encryptResource } from '../protocol/aead';
import { alnum, requestId } from '../protocol/ids';
import { responseMessage, rsaSign, SIGN_TEST_PREFIX, signedHeaders } from '../protocol/signature';
import { rfc3339China } from '../protocol/time';
import type { Merchant, PayVendorTiming, Platform } from '../options';
import type { VendorClock } from './clock';
import { Timers } from './timers';

/**
 * Delays between attempts after a failure (a non-2xx answer, no answer, or one slower than the
 * timeout): 15 s/15 s/30 s/3 m/10 m/20 m/30 m/30 m/30 m/60 m/3 h/3 h/3 h/6 h/6 h, 16 attempts in 24 h 4 m.
 */
export const RETRY_DELAYS_SECONDS = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10_800, 10_800, 10_800, 21_600, 21_600,
];

/** How the next matching notifications are sent (test knobs). */
export interface NotificationPlan {
  /** Wait this long (real ms) before the first attempt. */
  delayMs: number;
  /** Deliver this many times in all, each after the previous one succeeded (duplicates). */
  times: number;
  /** Never send it. */
  lose: boolean;
  /** The first N attempts carry a signature that does not verify. */
  badSignatureAttempts: number;
  /** Keep it until `releaseHeld` (to send notifications out of order). */
  hold: boolean;
  /** Precede it with a `WECHATPAY/SIGNTEST/` probe. */
  probe: boolean;
}

export interface PlanRequest extends Partial<NotificationPlan> {
  /** How many of the next notifications get this plan (default 1). */
  count?: number;
  /** Only notifications of this kind: TRANSACTION (payments) or REFUND. */
  event?: 'TRANSACTION' | 'REFUND';
}

export interface DeliveryAttempt {
  kind: 'normal' | 'bad-signature' | 'probe';
  at: string;
  /** HTTP status of the answer; null when there was none in time. */
  status: number | null;
  ms: number;
  ok: boolean;
  error?: string;
  answer: string;
}

export type NotificationStatus = 'scheduled' | 'held' | 'lost' | 'delivering' | 'delivered' | 'failed';

export interface NotificationRecord {
  seq: number;
  id: string;
  mchid: string;
  eventType: string;
  url: string;
  /** out_trade_no or out_refund_no. */
  subject: string;
  plaintext: Record<string, unknown>;
  /** The exact JSON body sent on every attempt (same id, same resource). */
  body: string;
  plan: NotificationPlan;
  status: NotificationStatus;
  deliveries: number;
  attempts: DeliveryAttempt[];
  /** The merchant answered 2xx to the signature probe: it does not verify signatures. */
  probeAccepted?: boolean;
}

export interface NotificationInput {
  url: string;
  eventType: string;
  summary: string;
  originalType: 'transaction' | 'refund';
  subject: string;
  plaintext: Record<string, unknown>;
}

export class Notifier {
  private readonly timers = new Timers();
  private records: NotificationRecord[] = [];
  private plans: { plan: Partial<NotificationPlan>; remaining: number; event?: string }[] = [];
  private seq = 0;
  private epoch = 0;

  constructor(
    private readonly deps: {
      platform: Platform;
      clock: VendorClock;
      timing: () => PayVendorTiming;
      signTestRate: () => number;
      log: (line: string) => void;
    },
  ) {}

  list(): readonly NotificationRecord[] {
    return this.records;
  }

  addPlan(request: PlanRequest): void {
    const { count = 1, event, ...plan } = request;
    this.plans.push({ plan, remaining: count, event });
  }

  /** Encrypts the plaintext under the merchant's APIv3 key and sends it as the plan says. */
  notify(merchant: Merchant, input: NotificationInput): NotificationRecord {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339China(this.deps.clock.now()),
      resource_type: 'encrypt-resource',
      event_type: input.eventType,
      summary: input.summary,
      resource: encryptResource(
        merchant.apiV3Key,
        input.originalType,
        JSON.stringify(input.plaintext),
        alnum(12),
        input.originalType,
      ),
    });
    const plan = this.takePlan(input.eventType);
    const record: NotificationRecord = {
      seq: ++this.seq,
      id: (JSON.parse(body) as { id: string }).id,
      mchid: merchant.mchid,
      eventType: input.eventType,
      url: input.url,
      subject: input.subject,
      plaintext: input.plaintext,
      body,
      plan,
      status: plan.lose ? 'lost' : plan.hold ? 'held' : 'scheduled',
      deliveries: 0,
      attempts: [],
    };
    this.records.push(record);
    if (record.status === 'scheduled') this.timers.after(plan.delayMs, () => void this.run(record, this.epoch));
    return record;
  }

  /** Sends the held notifications one after another (first attempts awaited), oldest or newest first. */
  async releaseHeld(order: 'fifo' | 'reverse'): Promise<number> {
    const held = this.records.filter((r) => r.status === 'held');
    if (order === 'reverse') held.reverse();
    for (const r of held) r.status = 'scheduled';
    for (const r of held) await this.run(r, this.epoch);
    return held.length;
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
    this.records = [];
    this.plans = [];
  }

  close(): void {
    this.reset();
  }

  private takePlan(eventType: string): NotificationPlan {
    const entry = this.plans.find((p) => !p.event || eventType.startsWith(`${p.event}.`));
    if (entry && --entry.remaining <= 0) this.plans.splice(this.plans.indexOf(entry), 1);
    return {
      delayMs: 0,
      times: 1,
      lose: false,
      badSignatureAttempts: 0,
      hold: false,
      probe: Math.random() < this.deps.signTestRate(),
      ...entry?.plan,
    };
  }

  private async run(record: NotificationRecord, epoch: number): Promise<void> {
    if (record.plan.probe && !record.attempts.some((a) => a.kind === 'probe')) {
      const probe = await this.send(record, 'probe');
      record.probeAccepted = probe.ok;
      if (epoch !== this.epoch) return;
    }
    await this.attempt(record, epoch);
  }

  private async attempt(record: NotificationRecord, epoch: number): Promise<void> {
    const tries = record.attempts.filter((a) => a.kind !== 'probe').length;
    const attempt = await this.send(record, tries < record.plan.badSignatureAttempts ? 'bad-signature' : 'normal');
    if (epoch !== this.epoch) return;
    if (attempt.ok) {
      record.deliveries++;
      if (record.deliveries < record.plan.times) this.timers.after(0, () => void this.attempt(record, epoch));
      else record.status = 'delivered';
      return;
    }
    const failures = record.attempts.filter((a) => a.kind !== 'probe' && !a.ok).length;
    const delay = RETRY_DELAYS_SECONDS[failures - 1];
    if (record.deliveries > 0 || delay === undefined) {
      record.status = record.deliveries > 0 ? 'delivered' : 'failed';
      return;
    }
    record.status = 'scheduled';
    this.timers.after(delay * 1000 * this.deps.timing().retryScale, () => void this.attempt(record, epoch));
  }

  private async send(record: NotificationRecord, kind: DeliveryAttempt['kind']): Promise<DeliveryAttempt> {
    const { platform, clock } = this.deps;
    const headers: Record<string, string> = {
      ...signedHeaders(platform.keyId, platform.privateKeyPem, record.body, clock.wall()),
      'Content-Type': 'application/json',
      'Request-ID': requestId(),
      'User-Agent': 'Mozilla/4.0',
    };
    if (kind === 'bad-signature')
      headers['Wechatpay-Signature'] = rsaSign(platform.privateKeyPem, responseMessage('0', 'bad', record.body));
    if (kind === 'probe') headers['Wechatpay-Signature'] = `${SIGN_TEST_PREFIX}${randomBytes(192).toString('base64')}`;
    record.status = 'delivering';
    const started = performance.now();
    const at = new Date(clock.wall()).toISOString();
    const timeoutMs = this.deps.timing().answerTimeoutMs;
    const attempt: DeliveryAttempt = { kind, at, status: null, ms: 0, ok: false, answer: '' };
    try {
      const response = await fetch(record.url, {
        method: 'POST',
        headers,
        body: record.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      attempt.status = response.status;
      attempt.answer = (await response.text()).slice(0, 300);
      attempt.ok = response.status >= 200 && response.status < 300;
    } catch (error) {
      attempt.error =
        error instanceof Error && error.name === 'TimeoutError' ? `超过 ${timeoutMs} ms 未应答` : String(error);
    }
    attempt.ms = Math.round(performance.now() - started);
    record.attempts.push(attempt);
    this.deps.log(
      `notification ${record.eventType} ${record.subject} → ${record.url}: ${attempt.status ?? attempt.error}`,
    );
    return attempt;
  }
}
