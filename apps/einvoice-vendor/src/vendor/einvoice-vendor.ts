import type { EinvoiceVendorTiming, ResolvedOptions, Seller } from '../options';
import { CallbackPusher } from './callbacks';
import { CallLog } from './calls';
import { VendorClock } from './clock';
import { InvoiceStore } from './invoices';
import { Issuer } from './issuer';
import { RedConfirmStore } from './red-confirms';
import { RedDesk } from './red-desk';
import { SenidStore } from './senids';
import { AccessTokens } from './tokens';

/** A knob's outage: calls answer this HTTP status and nothing is done, `remaining` more times (null: until ended). */
export interface Outage {
  status: number;
  remaining: number | null;
}

/** The fake platform's state and use cases, without HTTP; the app and the knobs both drive it. */
export class EinvoiceVendor {
  readonly clock: VendorClock;
  readonly tokens: AccessTokens;
  readonly senids = new SenidStore();
  readonly store = new InvoiceStore();
  readonly confirms = new RedConfirmStore();
  readonly calls = new CallLog();
  /** Files made so far, by `{token}.{pdf|ofd|xml}`. */
  readonly files = new Map<string, Buffer>();
  readonly callbacks: CallbackPusher;
  readonly issuer: Issuer;
  readonly red: RedDesk;
  readonly sellers: Map<string, Seller>;
  timing: EinvoiceVendorTiming;
  callbackUrl: string | undefined;
  /** How the fake is reached (set when it listens): the file addresses in callbacks. */
  baseUrl = 'http://127.0.0.1';
  outage: Outage | undefined;
  answerDelay: { delayMs: number; remaining: number } | undefined;

  constructor(
    readonly options: ResolvedOptions,
    logLine: (line: string) => void,
  ) {
    this.clock = new VendorClock(options.clock);
    this.timing = { ...options.timing };
    this.callbackUrl = options.callbackUrl;
    this.sellers = new Map(options.sellers.map((s) => [s.taxNum, s]));
    this.tokens = new AccessTokens(this.clock);
    this.callbacks = new CallbackPusher({
      clock: this.clock,
      timing: () => this.timing,
      appKey: options.appKey,
      appSecret: options.appSecret,
      log: logLine,
    });
    const deps = {
      clock: this.clock,
      timing: () => this.timing,
      store: this.store,
      callbacks: this.callbacks,
      callbackUrl: () => this.callbackUrl,
    };
    this.issuer = new Issuer({ ...deps, baseUrl: () => this.baseUrl });
    this.red = new RedDesk({ ...deps, confirms: this.confirms, issuer: this.issuer });
  }

  /** The outage's status for this call, counting it down; undefined when calls are served. */
  takeOutage(): number | undefined {
    const o = this.outage;
    if (!o) return undefined;
    if (o.remaining !== null && --o.remaining <= 0) this.outage = undefined;
    return o.status;
  }

  /** How long this call's answer waits (a knob: slow answers after the work is done). */
  takeAnswerDelay(): number {
    const d = this.answerDelay;
    if (!d) return 0;
    if (--d.remaining <= 0) this.answerDelay = undefined;
    return d.delayMs;
  }

  /** Back to a fresh fake: the configured sellers, no invoices, 确认单, calls, tokens, callbacks or knobs. */
  reset(): void {
    this.issuer.reset();
    this.red.reset();
    this.callbacks.reset();
    this.store.clear();
    this.confirms.clear();
    this.calls.clear();
    this.files.clear();
    this.tokens.clear();
    this.senids.clear();
    this.clock.reset();
    this.sellers.clear();
    for (const s of this.options.sellers) this.sellers.set(s.taxNum, s);
    this.timing = { ...this.options.timing };
    this.callbackUrl = this.options.callbackUrl;
    this.outage = undefined;
    this.answerDelay = undefined;
  }

  close(): void {
    this.issuer.close();
    this.red.close();
    this.callbacks.close();
  }
}
