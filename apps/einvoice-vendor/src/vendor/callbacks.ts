import * as ids from '../protocol/ids';
import { nuonuoSign } from '../protocol/signature';
import type { EinvoiceVendorTiming } from '../options';
import type { VendorClock } from './clock';
import { Timers } from './timers';

/** Tries of one callback in all (**chosen**: the platform's retry count was not found). */
export const CALLBACK_ATTEMPTS = 3;

export type CallbackOperater = 'callback' | 'redConfirmCallback';

export interface CallbackAttempt {
  at: string;
  status: number | null;
  ms: number;
  ok: boolean;
  answer: string;
  error?: string;
}

export interface CallbackPush {
  seq: number;
  url: string;
  operater: CallbackOperater;
  /** The orderNo (callback) or billId (redConfirmCallback) it is about. */
  key: string;
  /** The form body as sent: operater, orderno or billId, content (JSON). */
  body: string;
  badSignature: boolean;
  state: 'sending' | 'retrying' | 'accepted' | 'failed';
  attempts: CallbackAttempt[];
}

/**
 * Callbacks to the seller's URL: a form POST (`operater`, `orderno` or `billId`, `content` the result as JSON), signed
 * like a call (**chosen**: the query string carries senid, nonce, timestamp and appkey, the header X-Nuonuo-Sign the
 * HMAC over the form body). Accepted on HTTP 200 with `{"status":"0000"}`; otherwise tried again, three tries in all.
 */
export class CallbackPusher {
  private readonly timers = new Timers();
  private pushes: CallbackPush[] = [];
  private seq = 0;
  private epoch = 0;
  /** Knob: the next N callbacks carry a wrong signature. */
  badSignatures = 0;

  constructor(
    private readonly deps: {
      clock: VendorClock;
      timing: () => EinvoiceVendorTiming;
      appKey: string;
      appSecret: string;
      log: (line: string) => void;
    },
  ) {}

  list(): readonly CallbackPush[] {
    return this.pushes;
  }

  /** Sends `times` deliveries of the same body (a repeat is the same callback again); answers their seqs. */
  push(url: string, operater: CallbackOperater, key: string, content: unknown, times = 1): number[] {
    const keyField = operater === 'callback' ? 'orderno' : 'billId';
    const body = new URLSearchParams({ operater, [keyField]: key, content: JSON.stringify(content) }).toString();
    const seqs: number[] = [];
    const send = (left: number) => {
      const push: CallbackPush = {
        seq: ++this.seq,
        url,
        operater,
        key,
        body,
        badSignature: false,
        state: 'sending',
        attempts: [],
      };
      this.pushes.push(push);
      seqs.push(push.seq);
      void this.attempt(push, this.epoch, () => {
        if (left > 1) send(left - 1);
      });
    };
    send(Math.max(1, times));
    return seqs;
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
    this.pushes = [];
    this.seq = 0;
    this.badSignatures = 0;
  }

  close(): void {
    this.reset();
  }

  private signedUrl(url: string, body: string, bad: boolean): { url: string; sign: string } {
    const params = {
      appKey: this.deps.appKey,
      senid: ids.senid(),
      nonce: ids.nonce(),
      timestamp: String(Math.floor(this.deps.clock.wall() / 1000)),
    };
    const sign = nuonuoSign(bad ? `${this.deps.appSecret}x` : this.deps.appSecret, params, body);
    const target = new URL(url);
    for (const [k, v] of Object.entries({
      senid: params.senid,
      nonce: params.nonce,
      timestamp: params.timestamp,
      appkey: params.appKey,
    }))
      target.searchParams.set(k, v);
    return { url: target.toString(), sign };
  }

  private async attempt(push: CallbackPush, epoch: number, onAccepted: () => void): Promise<void> {
    const bad = this.badSignatures > 0;
    if (bad) this.badSignatures--;
    push.badSignature ||= bad;
    const signed = this.signedUrl(push.url, push.body, bad);
    const attempt = await this.send(signed.url, signed.sign, push.body);
    if (epoch !== this.epoch) return;
    push.attempts.push(attempt);
    this.deps.log(
      `callback #${push.seq} ${push.operater} ${push.key} → ${push.url}: ${attempt.status ?? attempt.error}`,
    );
    if (attempt.ok) {
      push.state = 'accepted';
      onAccepted();
      return;
    }
    if (push.attempts.length >= CALLBACK_ATTEMPTS) {
      push.state = 'failed';
      return;
    }
    push.state = 'retrying';
    this.timers.after(this.deps.timing().callbackRetryDelayMs, () => void this.attempt(push, epoch, onAccepted));
  }

  private async send(url: string, sign: string, body: string): Promise<CallbackAttempt> {
    const timeoutMs = this.deps.timing().callbackTimeoutMs;
    const started = performance.now();
    const attempt: CallbackAttempt = { at: new Date().toISOString(), status: null, ms: 0, ok: false, answer: '' };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'X-Nuonuo-Sign': sign },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      attempt.status = response.status;
      attempt.answer = (await response.text()).slice(0, 300);
      attempt.ok = response.status === 200 && /"status"\s*:\s*"0000"/.test(attempt.answer);
    } catch (error) {
      attempt.error =
        error instanceof Error && error.name === 'TimeoutError' ? `超过 ${timeoutMs} ms 未应答` : String(error);
    }
    attempt.ms = Math.round(performance.now() - started);
    return attempt;
  }
}
