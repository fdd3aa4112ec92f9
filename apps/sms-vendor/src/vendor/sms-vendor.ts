import type { AccessKey, ResolvedOptions, SmsVendorTiming } from '../options';
import { VendorClock } from './clock';
import { FlowControl } from './flow-control';
import { MessageLog } from './messages';
import { NonceStore } from './nonces';
import { Quota } from './quota';
import { Reporter } from './reporter';
import { Sends } from './sends';

/** Knob: the next `remaining` API answers wait `delayMs` (the call is carried out at once). */
export interface AnswerDelay {
  delayMs: number;
  remaining: number;
}

/** The fake SMS gateway's state and use cases, without HTTP; the app and the knobs both drive it. */
export class SmsVendor {
  readonly clock: VendorClock;
  readonly log = new MessageLog();
  readonly flow = new FlowControl();
  readonly nonces = new NonceStore();
  readonly quota: Quota;
  readonly reporter: Reporter;
  readonly sends: Sends;
  timing: SmsVendorTiming;
  reportUrl: string | undefined;
  /** Knob: the next N signed requests are refused as SignatureDoesNotMatch. */
  badSignatures = 0;
  answerDelay: AnswerDelay | undefined;
  private readonly keys: Map<string, AccessKey>;

  constructor(
    readonly options: ResolvedOptions,
    logLine: (line: string) => void,
  ) {
    this.clock = new VendorClock(options.clock);
    this.timing = { ...options.timing };
    this.reportUrl = options.reportUrl;
    this.keys = new Map(options.accessKeys.map((k) => [k.id, k]));
    this.quota = new Quota(options.quota);
    this.reporter = new Reporter({
      clock: this.clock,
      timing: () => this.timing,
      reportUrl: () => this.reportUrl,
      log: logLine,
    });
    this.sends = new Sends({
      options,
      clock: this.clock,
      log: this.log,
      flow: this.flow,
      quota: this.quota,
      reporter: this.reporter,
    });
  }

  accessKey(id: string): AccessKey | undefined {
    return this.keys.get(id);
  }

  /** The delay of this answer (ms), consuming the knob. */
  takeAnswerDelay(): number {
    const d = this.answerDelay;
    if (!d) return 0;
    if (--d.remaining <= 0) this.answerDelay = undefined;
    return d.delayMs;
  }

  /** Back to a fresh fake: no messages, counters, pushes or knobs; clock, timings, report URL and quota as started. */
  reset(): void {
    this.reporter.reset();
    this.log.clear();
    this.flow.clear();
    this.nonces.clear();
    this.quota.reset();
    this.clock.reset();
    this.timing = { ...this.options.timing };
    this.reportUrl = this.options.reportUrl;
    this.badSignatures = 0;
    this.answerDelay = undefined;
    this.sends.forced = undefined;
  }

  close(): void {
    this.reporter.close();
  }
}
