import { chinaDateTime } from '../protocol/china-time';
import type { SmsQuota, SmsVendorTiming } from '../options';
import { GatewayError } from './errors';
import type { ReportPlanRequest, ReportPush } from './reporter';
import type { SmsVendor } from './sms-vendor';
import { type MessageView, messageView, selectMessages } from './views';

/** Test knobs as functions (the HTTP control API under /__test calls the same ones). */
export class SmsVendorKnobs {
  constructor(private readonly vendor: SmsVendor) {}

  /** Forget every message, counter, push and knob; clock, timings, report URL and quota back to the start. Keys stay. */
  reset(): void {
    this.vendor.reset();
  }

  /** The next `count` API answers come `delayMs` late (the call itself is carried out at once). */
  delayAnswers(delayMs: number, count = 1): void {
    this.vendor.answerDelay = { delayMs, remaining: count };
  }

  /** The next `count` sends answer `code` (HTTP 200, or `status` with the gateway's error body) and send nothing. */
  failSends(failure: { code: string; message?: string; count?: number; status?: number }): void {
    this.vendor.sends.forced = {
      code: failure.code,
      message: failure.message ?? failure.code,
      status: failure.status,
      remaining: failure.count ?? 1,
    };
  }

  /** How the next accepted messages' reports go: delayed, lost, repeated, failed by the carrier. */
  nextReports(plan: ReportPlanRequest): void {
    this.vendor.reporter.addPlan(plan);
  }

  /** Where reports are pushed from now on; null stops pushing. */
  setReportUrl(url: string | null): void {
    this.vendor.reportUrl = url ?? undefined;
  }

  /** The next `count` signed requests are refused as SignatureDoesNotMatch. */
  badSignatures(count = 1): void {
    this.vendor.badSignatures = count;
  }

  /** Moves the business clock (flow-control windows, quotas, dates); `x-acs-date` is checked against the real time. */
  moveClock(move: { advanceMs: number } | { to: string | number }): string {
    if ('advanceMs' in move) this.vendor.clock.advance(move.advanceMs);
    else {
      const to = typeof move.to === 'number' ? move.to : Date.parse(move.to);
      if (Number.isNaN(to)) throw new GatewayError(400, 'InvalidParameter', 'to 应为 ISO 8601 时间或毫秒数');
      this.vendor.clock.set(to);
    }
    return chinaDateTime(this.vendor.clock.now());
  }

  setTiming(timing: Partial<SmsVendorTiming>): SmsVendorTiming {
    this.vendor.timing = { ...this.vendor.timing, ...timing };
    return this.vendor.timing;
  }

  /** The console's limits and the balance; an undefined field removes that limit. */
  setQuota(quota: SmsQuota): SmsQuota {
    return this.vendor.quota.set(quota);
  }

  /** Messages received, newest first; one number's when `phone` is given. */
  messages(phone?: string): MessageView[] {
    return selectMessages(this.vendor.log.all(), phone).map(messageView);
  }

  /** The variables of the newest accepted message to this number (a 验证码's `code`), or undefined. */
  latestParams(phone: string): Record<string, string> | undefined {
    return this.messages(phone).find((m) => m.code === 'OK')?.params;
  }

  reportPushes(): readonly ReportPush[] {
    return this.vendor.reporter.list();
  }

  state() {
    const v = this.vendor;
    return {
      now: chinaDateTime(v.clock.now()),
      clockOffsetMs: v.clock.offset,
      timing: v.timing,
      reportUrl: v.reportUrl ?? null,
      quota: v.quota.state(),
      signs: [...v.options.signs.values()],
      templates: [...v.options.templates.values()].map(({ variables: _v, ...t }) => t),
      messages: this.messages(),
      reportPushes: v.reporter.list(),
    };
  }
}
