import { chinaDateTime } from '../protocol/china-time';
import type { SmsVendorTiming } from '../options';
import type { VendorClock } from './clock';
import type { SmsRecord } from './messages';
import { Timers } from './timers';

/** Re-pushes after a failed push (note §4 [RPT]): 1, 5 and 10 minutes, then the reports are dropped. */
export const REPORT_RETRY_SECONDS = [60, 300, 600];

/** One SmsReport as pushed (note §4). */
export interface SmsReport {
  phone_number: string;
  send_time: string;
  report_time: string;
  success: boolean;
  err_code: string;
  err_msg: string;
  sms_size: string;
  biz_id: string;
  out_id: string;
}

/** How the next accepted messages' reports go (test knobs). */
export interface ReportPlan {
  /** From acceptance to the receipt (real ms); default the timing's reportDelayMs. */
  delayMs?: number;
  /** Delivered, but the report is never pushed. */
  lose?: boolean;
  /** Push the report this many times in all (duplicates, each after the previous push was accepted). */
  times?: number;
  /** The carrier's failure code instead of DELIVERED. */
  errCode?: string;
  errMsg?: string;
}

export interface ReportPlanRequest extends ReportPlan {
  /** How many of the next messages (numbers) get this plan (default 1). */
  count?: number;
}

export interface PushAttempt {
  /** Wall time, ISO. */
  at: string;
  status: number | null;
  ms: number;
  ok: boolean;
  answer: string;
  error?: string;
}

export interface ReportPush {
  seq: number;
  url: string;
  reports: SmsReport[];
  status: 'sending' | 'retrying' | 'accepted' | 'dropped';
  attempts: PushAttempt[];
}

interface Pending {
  record: SmsRecord;
  report: SmsReport;
  /** Pushes still owed after this one (repeats). */
  repeats: number;
}

/** Receipts for accepted messages, and their HTTP batch pushes to the report URL with retries. */
export class Reporter {
  private readonly timers = new Timers();
  private plans: { plan: ReportPlan; remaining: number }[] = [];
  private pushes: ReportPush[] = [];
  private pending: Pending[] = [];
  private flushScheduled = false;
  private seq = 0;
  private epoch = 0;

  constructor(
    private readonly deps: {
      clock: VendorClock;
      timing: () => SmsVendorTiming;
      reportUrl: () => string | undefined;
      log: (line: string) => void;
    },
  ) {}

  addPlan({ count = 1, ...plan }: ReportPlanRequest): void {
    this.plans.push({ plan, remaining: count });
  }

  list(): readonly ReportPush[] {
    return this.pushes;
  }

  /** The carrier answers after the plan's delay; then the report is pushed unless lost or no URL is set. */
  accepted(record: SmsRecord): void {
    const plan = this.takePlan();
    record.delivery.state = 'waiting';
    record.delivery.lost = plan.lose ?? false;
    const epoch = this.epoch;
    this.timers.after(plan.delayMs ?? this.deps.timing().reportDelayMs, () => {
      if (epoch === this.epoch) this.receipt(record, plan);
    });
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
    this.plans = [];
    this.pushes = [];
    this.pending = [];
    this.flushScheduled = false;
    this.seq = 0;
  }

  close(): void {
    this.reset();
  }

  private takePlan(): ReportPlan {
    const entry = this.plans[0];
    if (!entry) return {};
    if (--entry.remaining <= 0) this.plans.shift();
    return entry.plan;
  }

  private receipt(record: SmsRecord, plan: ReportPlan): void {
    const now = this.deps.clock.now();
    const failed = plan.errCode !== undefined && plan.errCode !== 'DELIVERED';
    Object.assign(record.delivery, {
      state: failed ? 'failed' : 'delivered',
      errCode: failed ? plan.errCode : 'DELIVERED',
      errMsg: failed ? (plan.errMsg ?? '用户接收失败') : '用户接收成功',
      receivedAt: now,
    });
    if (record.delivery.lost || !this.deps.reportUrl()) return;
    const report: SmsReport = {
      phone_number: record.phone ?? record.phoneNumber,
      send_time: chinaDateTime(record.at),
      report_time: chinaDateTime(now),
      success: !failed,
      err_code: record.delivery.errCode ?? '',
      err_msg: record.delivery.errMsg ?? '',
      sms_size: String(record.parts ?? 1),
      biz_id: record.bizId ?? '',
      out_id: record.outId ?? '',
    };
    this.enqueue({ record, report, repeats: Math.max(1, plan.times ?? 1) - 1 });
  }

  /** Reports that come due together go in one push (a JSON array, as Aliyun batches them). */
  private enqueue(entry: Pending): void {
    this.pending.push(entry);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const epoch = this.epoch;
    this.timers.after(0, () => {
      if (epoch !== this.epoch) return;
      this.flushScheduled = false;
      const batch = this.pending.splice(0);
      const url = this.deps.reportUrl();
      if (batch.length === 0 || !url) return;
      const push: ReportPush = {
        seq: ++this.seq,
        url,
        reports: batch.map((b) => b.report),
        status: 'sending',
        attempts: [],
      };
      this.pushes.push(push);
      for (const b of batch) b.record.delivery.pushes.push(push.seq);
      void this.attempt(push, batch, epoch);
    });
  }

  private async attempt(push: ReportPush, batch: Pending[], epoch: number): Promise<void> {
    const attempt = await this.send(push);
    if (epoch !== this.epoch) return;
    if (attempt.ok) {
      push.status = 'accepted';
      for (const b of batch) if (b.repeats > 0) this.enqueue({ ...b, repeats: b.repeats - 1 });
      return;
    }
    const delay = REPORT_RETRY_SECONDS[push.attempts.length - 1];
    if (delay === undefined) {
      push.status = 'dropped';
      return;
    }
    push.status = 'retrying';
    this.timers.after(delay * 1000 * this.deps.timing().retryScale, () => void this.attempt(push, batch, epoch));
  }

  /** Accepted: HTTP 200 with a JSON body whose `code` is the number 0 (`{"code":0,"msg":"接收成功"}`). */
  private async send(push: ReportPush): Promise<PushAttempt> {
    const timeoutMs = this.deps.timing().pushTimeoutMs;
    const started = performance.now();
    const attempt: PushAttempt = {
      at: new Date(this.deps.clock.wall()).toISOString(),
      status: null,
      ms: 0,
      ok: false,
      answer: '',
    };
    try {
      const response = await fetch(push.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(push.reports),
        signal: AbortSignal.timeout(timeoutMs),
      });
      attempt.status = response.status;
      attempt.answer = (await response.text()).slice(0, 300);
      attempt.ok = response.status === 200 && answerCode(attempt.answer) === 0;
    } catch (error) {
      attempt.error =
        error instanceof Error && error.name === 'TimeoutError' ? `超过 ${timeoutMs} ms 未应答` : String(error);
    }
    attempt.ms = Math.round(performance.now() - started);
    push.attempts.push(attempt);
    this.deps.log(
      `report push #${push.seq} (${push.reports.length}) → ${push.url}: ${attempt.status ?? attempt.error}`,
    );
    return attempt;
  }
}

function answerCode(text: string): unknown {
  try {
    return (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}
