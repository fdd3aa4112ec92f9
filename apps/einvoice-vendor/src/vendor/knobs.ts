import { chinaDateTime } from '../protocol/china-time';
import { type EinvoiceVendorTiming, resolveSeller, type Seller, type SellerConfig } from '../options';
import type { CallbackPush } from './callbacks';
import type { CallRecord } from './calls';
import type { EinvoiceVendor } from './einvoice-vendor';
import { NuonuoError } from './errors';
import type { IssuePlanRequest } from './issuer';
import { confirmView } from './red-desk';
import { invoiceResult } from './views';

const notFound = (what: string) => new NuonuoError('E9301', `没有：${what}`, 404);

/** Test knobs as functions (the HTTP control API under /__test calls the same ones). */
export class EinvoiceVendorKnobs {
  constructor(private readonly vendor: EinvoiceVendor) {}

  /** Forget invoices, 确认单, calls, tokens, callbacks and knobs; sellers, clock, timings and callback URL as started. */
  reset(): void {
    this.vendor.reset();
  }

  /** How the next accepted orders go: late, failed with a cause (22), seal failed (24), callback lost or repeated. */
  nextIssues(plan: IssuePlanRequest): void {
    this.vendor.issuer.addPlan(plan);
  }

  /** The console's 回调地址, used when an order names none; null: none. */
  setCallbackUrl(url: string | null): void {
    this.vendor.callbackUrl = url ?? undefined;
  }

  /** The next `count` callbacks carry a wrong X-Nuonuo-Sign. */
  badSignatures(count = 1): void {
    this.vendor.callbacks.badSignatures = count;
  }

  /** The next `count` calls (all of them while `count` is absent, until endOutage) answer HTTP `status` and do nothing. */
  outage(o: { status?: number; count?: number } = {}): void {
    this.vendor.outage = { status: o.status ?? 503, remaining: o.count ?? null };
  }

  endOutage(): void {
    this.vendor.outage = undefined;
  }

  /** The next `count` services calls are carried out but answered `delayMs` late (a client's timeout: outcome unknown). */
  slowAnswers(s: { delayMs: number; count?: number }): void {
    this.vendor.answerDelay = { delayMs: s.delayMs, remaining: s.count ?? 1 };
  }

  /** The current access token is refused from now on. */
  expireTokens(): boolean {
    return this.vendor.tokens.expire();
  }

  /** The buyer has done 用途确认 / 入账确认 of this blue invoice: a red then needs their confirmation and may be partial. */
  confirmUse(invoiceNumber: string): void {
    const record = this.vendor.store.byNumber(invoiceNumber);
    if (!record || record.kind !== 'blue') throw notFound(`蓝字发票 ${invoiceNumber}`);
    record.buyerConfirmedUse = true;
  }

  /** The buyer confirms (04) or refuses (05) a 确认单 waiting for them (02). */
  buyerAnswers(billId: string, agree: boolean) {
    const confirm = this.vendor.red.buyerAnswers(billId, agree);
    if (!confirm) throw notFound(`待购方确认的红字确认单 ${billId}`);
    return confirmView(confirm);
  }

  /** Registers a seller (or replaces one with the same tax id). */
  registerSeller(config: SellerConfig): Seller {
    let seller: Seller;
    try {
      seller = resolveSeller(config);
    } catch (error) {
      throw new NuonuoError('E9101', error instanceof Error ? error.message : String(error), 400);
    }
    this.vendor.sellers.set(seller.taxNum, seller);
    return seller;
  }

  sellers(): Seller[] {
    return [...this.vendor.sellers.values()];
  }

  /** Moves the business clock (invoice dates, token life, the 72 hours of a 确认单, which are checked at once). */
  moveClock(move: { advanceMs: number } | { to: string | number }): string {
    if ('advanceMs' in move) this.vendor.clock.advance(move.advanceMs);
    else {
      const to = typeof move.to === 'number' ? move.to : Date.parse(move.to);
      if (Number.isNaN(to)) throw new NuonuoError('E9101', 'to 应为 ISO 8601 时间或毫秒数', 400);
      this.vendor.clock.set(to);
    }
    this.vendor.red.expire();
    return chinaDateTime(this.vendor.clock.now());
  }

  setTiming(timing: Partial<EinvoiceVendorTiming>): EinvoiceVendorTiming {
    this.vendor.timing = { ...this.vendor.timing, ...timing };
    return this.vendor.timing;
  }

  /** Orders as queryInvoiceResult answers them (with lines), newest first. */
  invoices(base = this.vendor.baseUrl) {
    return [...this.vendor.store.all()]
      .reverse()
      .map((r) => ({
        ...invoiceResult(r, base, true),
        buyerConfirmedUse: r.buyerConfirmedUse,
        callbacks: r.callbacks,
      }));
  }

  /** 红字确认单, newest first. */
  redConfirms() {
    this.vendor.red.expire();
    return [...this.vendor.confirms.all()].reverse().map((c) => ({ ...confirmView(c), callbacks: c.callbacks }));
  }

  /** Calls received, newest first. */
  calls(): CallRecord[] {
    return [...this.vendor.calls.all()].reverse();
  }

  callbacks(): readonly CallbackPush[] {
    return this.vendor.callbacks.list();
  }

  state() {
    const v = this.vendor;
    return {
      now: chinaDateTime(v.clock.now()),
      clockOffsetMs: v.clock.offset,
      appKey: v.options.appKey,
      timing: v.timing,
      callbackUrl: v.callbackUrl ?? null,
      outage: v.outage ?? null,
      tokenCallsIn30Days: v.tokens.callsIn30Days,
      sellers: this.sellers(),
      invoices: this.invoices(),
      redConfirms: this.redConfirms(),
      callbacks: v.callbacks.list(),
      calls: this.calls(),
    };
  }
}
