import type { Merchant, PayVendorTiming, ResolvedOptions } from '../options';
import { Bills } from './bills';
import { VendorClock } from './clock';
import { Ledger } from './ledger';
import { Notifier } from './notifier';
import { Orders } from './orders';
import { Refunds } from './refunds';
import { Timers } from './timers';

/** The fake vendor's state and use cases, without HTTP; the app and the knobs both drive it. */
export class PayVendor {
  readonly ledger = new Ledger();
  readonly clock: VendorClock;
  readonly timers = new Timers();
  readonly notifier: Notifier;
  readonly orders: Orders;
  readonly refunds: Refunds;
  readonly bills: Bills;
  timing: PayVendorTiming;
  /** Knob: the next N API responses carry a signature that does not verify. */
  badResponseSignatures = 0;
  private readonly merchants: Map<string, Merchant>;

  constructor(
    readonly options: ResolvedOptions,
    log: (line: string) => void,
  ) {
    this.clock = new VendorClock(options.clock);
    this.timing = { ...options.timing };
    this.merchants = new Map(options.merchants.map((m) => [m.mchid, m]));
    const merchant = (mchid: string) => this.merchants.get(mchid);
    this.notifier = new Notifier({
      platform: options.platform,
      clock: this.clock,
      timing: () => this.timing,
      signTestRate: () => options.signTestRate,
      log,
    });
    this.orders = new Orders({ ledger: this.ledger, clock: this.clock, notifier: this.notifier, merchant });
    this.refunds = new Refunds({
      ledger: this.ledger,
      clock: this.clock,
      notifier: this.notifier,
      timers: this.timers,
      timing: () => this.timing,
      merchant,
    });
    this.bills = new Bills({ ledger: this.ledger, clock: this.clock, merchant });
  }

  merchant(mchid: string): Merchant | undefined {
    return this.merchants.get(mchid);
  }

  allMerchants(): Merchant[] {
    return [...this.merchants.values()];
  }

  /** Back to a fresh fake: no orders, refunds, notifications or knobs; the clock and timings as started. Keys stay. */
  reset(): void {
    this.timers.clear();
    this.notifier.reset();
    this.refunds.reset();
    this.bills.reset();
    this.ledger.clear();
    this.clock.reset();
    this.timing = { ...this.options.timing };
    this.badResponseSignatures = 0;
  }

  close(): void {
    this.timers.clear();
    this.notifier.close();
  }
}
