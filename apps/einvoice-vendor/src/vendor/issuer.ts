import { chinaDateTime, chinaDay, chinaStamp } from '../protocol/china-time';
import { format, scaled } from '../protocol/decimal';
import * as ids from '../protocol/ids';
import { CHANNEL, invoiceNumber } from '../protocol/invoice-number';
import { buyerTaxIdAccepted } from '../protocol/tax-id';
import type { EinvoiceVendorTiming, Seller } from '../options';
import type { CallbackPusher } from './callbacks';
import type { VendorClock } from './clock';
import { nuonuoError } from './errors';
import { type InvoiceRecord, type InvoiceStore } from './invoices';
import { totals } from './lines';
import type { IssueOrder } from './order-input';
import { Timers } from './timers';
import { invoiceResult } from './views';

/** reInvoice calls per order per China day (E9613, notes §5). */
export const RETRIES_PER_DAY = 20;

/** How the next accepted orders go (a knob): late, failed with a cause, seal failed, callback lost or repeated. */
export interface IssuePlan {
  /** From acceptance to the outcome, instead of the timing's issueDelayMs. */
  delayMs?: number;
  /** 22 开票失败 with this failCause. */
  fail?: string;
  /** 24 开票成功签章失败 (a number, no files) until reInvoice. */
  sealFail?: boolean;
  /** The result happens but no callback is sent. */
  loseCallback?: boolean;
  /** The callback is delivered this many times. */
  callbackTimes?: number;
}

export interface IssuePlanRequest extends IssuePlan {
  count?: number;
}

export interface IssueDeps {
  clock: VendorClock;
  timing: () => EinvoiceVendorTiming;
  store: InvoiceStore;
  callbacks: CallbackPusher;
  /** The console's 回调地址 (knob-settable). */
  callbackUrl: () => string | undefined;
  /** How the fake is reached, for the file addresses in callbacks. */
  baseUrl: () => string;
}

/**
 * Carries accepted orders to their outcome: 20 开票中 → after the delay 21 with a number → 2 开票完成; or 22 开票失败
 * (an unknown buyer tax id, over the seller's single-invoice limit, or a knob's cause); or 24 when sealing fails
 * (knob). The final state is called back to the order's callBackUrl or the console's.
 */
export class Issuer {
  private readonly timers = new Timers();
  private plans: { plan: IssuePlan; remaining: number }[] = [];
  private sequences = new Map<string, bigint>();
  private serials = 0;
  private epoch = 0;

  constructor(private readonly deps: IssueDeps) {}

  addPlan({ count = 1, ...plan }: IssuePlanRequest): void {
    this.plans.push({ plan, remaining: count });
  }

  /** Takes an order: E9106 when its orderNo was used by the seller; otherwise stored at 20 and on its way. */
  accept(
    seller: Seller,
    order: IssueOrder,
    red?: { blueNumber: string; redReason: string; billNo: string },
  ): InvoiceRecord {
    if (this.deps.store.byOrderNo(seller.taxNum, order.orderNo)) throw nuonuoError('duplicate', order.orderNo);
    const now = this.deps.clock.now();
    const record = this.deps.store.add({
      serialNo: ids.serialNo(chinaStamp(now), ++this.serials),
      kind: red ? 'red' : 'blue',
      seller,
      order,
      status: '20',
      failCause: '',
      number: undefined,
      invoiceTime: undefined,
      createdAt: now,
      updatedAt: now,
      fileToken: ids.fileToken(),
      buyerConfirmedUse: false,
      blueNumber: red?.blueNumber ?? '',
      redReason: red?.redReason ?? '',
      billNo: red?.billNo ?? '',
      retries: { day: '', count: 0 },
      callbacks: [],
    });
    this.start(record);
    return record;
  }

  /** reInvoice: a failed (22) order is tried again, a seal failure (24) sealed again; at most 20 a day. */
  retry(record: InvoiceRecord): void {
    if (record.status === '2') throw nuonuoError('retryDone');
    if (record.status === '20' || record.status === '21') throw nuonuoError('retryBusy');
    const day = chinaDay(this.deps.clock.now());
    if (record.retries.day !== day) record.retries = { day, count: 0 };
    if (record.retries.count >= RETRIES_PER_DAY) throw nuonuoError('retryLimit');
    record.retries.count++;
    if (record.status === '24') {
      this.set(record, '21', '');
      this.seal(record, this.takePlan(), this.epoch);
    } else this.start(record);
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
    this.plans = [];
    this.serials = 0;
  }

  close(): void {
    this.reset();
  }

  private start(record: InvoiceRecord): void {
    const plan = this.takePlan();
    const epoch = this.epoch;
    this.set(record, '20', '');
    this.timers.after(plan.delayMs ?? this.deps.timing().issueDelayMs, () => {
      if (epoch !== this.epoch) return;
      const cause = plan.fail ?? this.failureOf(record);
      if (cause) {
        this.set(record, '22', cause);
        this.callBack(record, plan);
        return;
      }
      record.number ??= this.nextNumber(record.seller);
      record.invoiceTime = this.deps.clock.now();
      this.set(record, '21', '');
      this.seal(record, plan, epoch);
    });
  }

  private seal(record: InvoiceRecord, plan: IssuePlan, epoch: number): void {
    this.timers.after(this.deps.timing().sealDelayMs, () => {
      if (epoch !== this.epoch) return;
      if (plan.sealFail) this.set(record, '24', '签章失败，请调用开票重试接口');
      else this.set(record, '2', '');
      this.callBack(record, plan);
    });
  }

  /** The tax bureau's checks the platform answers later (**chosen** as 22 failures, not synchronous refusals). */
  private failureOf(record: InvoiceRecord): string | undefined {
    if (record.kind === 'red') return undefined;
    const taxNum = record.order.buyer.taxNum;
    if (taxNum !== '' && !buyerTaxIdAccepted(taxNum)) return '购方税号有误';
    const limit = scaled(record.seller.singleInvoiceLimit, 2) ?? 0n;
    const net = totals(record.order.lines).net;
    if (net > limit) return `开票金额${format(net)}元超过单张发票开票限额${format(limit)}元`;
    return undefined;
  }

  /** The next 20-digit number of the seller's province this year; the sequence starts from the wall clock, so a restarted fake does not reuse numbers. */
  private nextNumber(seller: Seller): string {
    const year = chinaDateTime(this.deps.clock.now()).slice(2, 4);
    const key = `${year}${seller.province}`;
    const next = (this.sequences.get(key) ?? BigInt(Math.floor(this.deps.clock.wall() / 1000)) * 1000n) + 1n;
    this.sequences.set(key, next);
    return invoiceNumber(year, seller.province, CHANNEL, next);
  }

  private set(record: InvoiceRecord, status: InvoiceRecord['status'], failCause: string): void {
    record.status = status;
    record.failCause = failCause;
    record.updatedAt = this.deps.clock.now();
  }

  private callBack(record: InvoiceRecord, plan: IssuePlan): void {
    const url = record.order.callBackUrl || this.deps.callbackUrl();
    if (!url || plan.loseCallback) return;
    const content = invoiceResult(record, this.deps.baseUrl(), false);
    record.callbacks.push(
      ...this.deps.callbacks.push(url, 'callback', record.order.orderNo, content, plan.callbackTimes ?? 1),
    );
  }

  private takePlan(): IssuePlan {
    const entry = this.plans[0];
    if (!entry) return {};
    if (--entry.remaining <= 0) this.plans.shift();
    return entry.plan;
  }
}
