import { chinaDateTime } from '../protocol/china-time';
import { format } from '../protocol/decimal';
import * as ids from '../protocol/ids';
import type { EinvoiceVendorTiming, Seller } from '../options';
import type { CallbackPusher } from './callbacks';
import type { VendorClock } from './clock';
import { nuonuoError } from './errors';
import { Fields } from './fields';
import type { InvoiceStore } from './invoices';
import type { Issuer } from './issuer';
import { totals } from './lines';
import { type IssueOrder, ORDER_NO } from './order-input';
import { readRedDetail, wholeRed } from './red-input';
import {
  CONFIRM_HOURS,
  CONFIRM_STATE_TEXT,
  type ConfirmState,
  ISSUABLE_STATES,
  type RedConfirm,
  type RedConfirmStore,
  VOID_STATES,
} from './red-confirms';
import { Timers } from './timers';

export interface RedDeskDeps {
  clock: VendorClock;
  timing: () => EinvoiceVendorTiming;
  store: InvoiceStore;
  confirms: RedConfirmStore;
  issuer: Issuer;
  callbacks: CallbackPusher;
  callbackUrl: () => string | undefined;
}

/** A 确认单 as queryInvoiceRedConfirm answers it (and a redConfirmCallback carries it). */
export function confirmView(c: RedConfirm) {
  const t = totals(c.lines);
  return {
    billId: c.billId,
    billNo: c.billNo,
    billUuid: c.billUuid,
    billStatus: c.state,
    billMessage: CONFIRM_STATE_TEXT[c.state],
    openStatus: c.redSerialNo ? 1 : 0,
    applySource: 0,
    blueInvoiceLine: c.blue.order.invoiceLine,
    blueInvoiceNumber: c.blue.number ?? '',
    blueInvoiceTime: c.blue.invoiceTime === undefined ? '' : chinaDateTime(c.blue.invoiceTime),
    billTime: chinaDateTime(c.billTime),
    confirmTime: c.confirmTime === undefined ? '' : chinaDateTime(c.confirmTime),
    sellerTaxNo: c.seller.taxNum,
    sellerName: c.seller.name,
    buyerTaxNo: c.blue.order.buyer.taxNum,
    buyerName: c.blue.order.buyer.name,
    taxExcludedAmount: format(t.net),
    taxAmount: format(t.tax),
    redReason: c.redReason,
    orderNo: c.orderNo,
    invoiceSerialNum: c.redSerialNo,
    detail: c.lines.map((l) => ({
      blueDetailIndex: String(l.index),
      goodsName: l.goodsName,
      goodsCode: l.goodsCode,
      taxRate: l.taxRate,
      taxExcludedAmount: format(l.net),
      taxAmount: format(l.tax),
    })),
  };
}

/**
 * 红字确认单 and red invoices (notes §4, §5): saveInvoiceRedConfirm checks the blue invoice and what still stands,
 * holds it at 15 申请中 for a moment, then 01 无需确认 (the buyer has not confirmed use: whole reds only) or 02 waiting
 * for the buyer (a knob answers for them: 04 or 05; 72 hours unanswered: 07). From 01 or 04 the red invoice is issued,
 * at once when the application named an orderNo, else by fastInvoiceRed.
 */
export class RedDesk {
  private readonly timers = new Timers();
  private epoch = 0;

  constructor(private readonly deps: RedDeskDeps) {}

  apply(seller: Seller, body: Record<string, unknown>): RedConfirm {
    this.expire();
    const f = Fields.of(body, 'body');
    if (f.required('sellerTaxNo', 20) !== seller.taxNum)
      throw nuonuoError('sellerUnknown', 'sellerTaxNo 与 userTax 不同');
    if (f.oneOf('applySource', ['0', '1'] as const) === '1')
      throw nuonuoError('param', '购方录入的确认单不在模拟范围内（applySource 应为 0）');
    const redReason = f.oneOf('redReason', ['1', '2', '3', '4'] as const);
    const number = f.text('blueElecInvoiceNumber', 20) || f.required('blueInvoiceNumber', 20);
    const blue = this.deps.store.byNumber(number);
    if (!blue || blue.kind !== 'blue' || blue.seller.taxNum !== seller.taxNum || blue.status !== '2')
      throw nuonuoError('blueNotIssued', number);
    if (f.required('blueInvoiceLine', 2) !== blue.order.invoiceLine)
      throw nuonuoError('param', 'blueInvoiceLine 与蓝字发票票种不同');
    const buyerTaxNo = f.text('buyerTaxNo', 20).toUpperCase();
    if (
      f.required('buyerName', 100) !== blue.order.buyer.name ||
      (buyerTaxNo !== '' && buyerTaxNo !== blue.order.buyer.taxNum)
    )
      throw nuonuoError('buyerMismatch');
    const billId = f.text('billId', 40) || ids.billId();
    if (this.deps.confirms.byBillId(billId)) throw nuonuoError('billIdUsed', billId);
    const orderNo = f.text('orderNo', 20);
    if (orderNo !== '' && !ORDER_NO.test(orderNo)) throw nuonuoError('param', 'orderNo 只能是字母、数字、- 和 _');
    if (orderNo !== '' && this.orderNoTaken(seller, orderNo)) throw nuonuoError('duplicate', orderNo);
    if (this.deps.confirms.forBlue(blue).some((c) => this.open(c))) throw nuonuoError('confirmOpen');
    const details = f.list('detail');
    const partial = details.length > 0;
    if (partial && redReason === '2') throw nuonuoError('partialForError');
    if (partial && !blue.buyerConfirmedUse) throw nuonuoError('partialBeforeUse');
    const standing = this.deps.confirms.standing(blue);
    const lines = partial ? readRedDetail(details, standing) : wholeRed(standing);
    const now = this.deps.clock.now();
    const confirm = this.deps.confirms.add({
      billId,
      billNo: '',
      billUuid: ids.billUuid(),
      seller,
      blue,
      redReason,
      partial,
      lines,
      state: '15',
      stateAt: now,
      billTime: now,
      confirmTime: undefined,
      orderNo,
      callbackUrl: f.text('callbackUrl', 500),
      redSerialNo: '',
      callbacks: [],
    });
    const epoch = this.epoch;
    this.timers.after(this.deps.timing().confirmDelayMs, () => {
      if (epoch !== this.epoch) return;
      confirm.billNo = `${chinaDateTime(this.deps.clock.now()).slice(2, 4)}${seller.province}${String(confirm.seq).padStart(16, '0')}`;
      this.enter(confirm, blue.buyerConfirmedUse ? '02' : '01');
    });
    return confirm;
  }

  /** fastInvoiceRed: the red invoice of a 确认单 in 01 or 04 not yet issued; answers its 流水号. */
  issue(seller: Seller, body: Record<string, unknown>): string {
    this.expire();
    const f = Fields.of(body, 'body');
    const orderNo = f.required('orderNo', 20);
    if (!ORDER_NO.test(orderNo)) throw nuonuoError('param', 'orderNo 只能是字母、数字、- 和 _');
    const taxNum = f.text('taxNum', 20);
    if (taxNum !== '' && taxNum !== seller.taxNum) throw nuonuoError('sellerUnknown', 'taxNum 与 userTax 不同');
    const confirm = this.deps.confirms.find(seller, {
      billNo: f.text('billNo', 40),
      billUuid: f.text('billUuid', 40),
      billId: f.text('billId', 40),
    });
    if (!confirm) throw nuonuoError('confirmUnknown');
    const blueNumber = f.text('elecInvoiceNumber', 20);
    if (blueNumber !== '' && blueNumber !== confirm.blue.number)
      throw nuonuoError('param', 'elecInvoiceNumber 与确认单的蓝字发票不同');
    if (confirm.redSerialNo) throw nuonuoError('confirmIssued');
    if (!ISSUABLE_STATES.has(confirm.state)) throw nuonuoError('confirmNotIssuable', CONFIRM_STATE_TEXT[confirm.state]);
    if (this.orderNoTaken(seller, orderNo)) throw nuonuoError('duplicate', orderNo);
    return this.issueRed(confirm, orderNo, f.text('callBackUrl', 500));
  }

  /** queryInvoiceRedConfirm, newest first: by billId / billNo / billUuid, or by state, paged (≤ 50). */
  query(seller: Seller, body: Record<string, unknown>): { total: number; list: ReturnType<typeof confirmView>[] } {
    this.expire();
    const f = Fields.of(body, 'body');
    const key = { billId: f.text('billId', 40), billNo: f.text('billNo', 40), billUuid: f.text('billUuid', 40) };
    const state = f.text('billStatus', 2);
    const pageSize = Math.min(50, Math.max(1, Number(f.text('pageSize', 3) || 10)));
    const pageNo = Math.max(1, Number(f.text('pageNo', 6) || 1));
    const mine = [...this.deps.confirms.all()]
      .reverse()
      .filter((c) => c.seller.taxNum === seller.taxNum)
      .filter((c) => !key.billId || c.billId === key.billId)
      .filter((c) => !key.billNo || c.billNo === key.billNo)
      .filter((c) => !key.billUuid || c.billUuid === key.billUuid)
      .filter((c) => !state || c.state === state);
    return { total: mine.length, list: mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(confirmView) };
  }

  /** Knob and page: the buyer confirms (04, then the red invoice when an orderNo was given) or refuses (05). */
  buyerAnswers(billId: string, agree: boolean): RedConfirm | undefined {
    this.expire();
    const confirm = this.deps.confirms.byBillId(billId);
    if (!confirm || confirm.state !== '02') return undefined;
    if (agree) confirm.confirmTime = this.deps.clock.now();
    this.enter(confirm, agree ? '04' : '05');
    return confirm;
  }

  /** 02 unanswered for 72 hours of business time becomes 07 (checked on each use and when the clock is moved). */
  expire(): void {
    const limit = this.deps.clock.now() - CONFIRM_HOURS * 3600_000;
    for (const c of this.deps.confirms.all()) if (c.state === '02' && c.stateAt <= limit) this.enter(c, '07');
  }

  reset(): void {
    this.epoch++;
    this.timers.clear();
  }

  close(): void {
    this.reset();
  }

  orderNoTaken(seller: Seller, orderNo: string): boolean {
    return (
      this.deps.store.byOrderNo(seller.taxNum, orderNo) !== undefined ||
      this.deps.confirms.orderNoTaken(seller, orderNo)
    );
  }

  private open(c: RedConfirm): boolean {
    return !VOID_STATES.has(c.state) && !c.redSerialNo;
  }

  private enter(confirm: RedConfirm, state: ConfirmState): void {
    confirm.state = state;
    confirm.stateAt = this.deps.clock.now();
    if (ISSUABLE_STATES.has(state) && confirm.orderNo && !confirm.redSerialNo)
      this.issueRed(confirm, confirm.orderNo, '');
    const url = confirm.callbackUrl || this.deps.callbackUrl();
    if (url)
      confirm.callbacks.push(
        ...this.deps.callbacks.push(url, 'redConfirmCallback', confirm.billId, confirmView(confirm)),
      );
  }

  private issueRed(confirm: RedConfirm, orderNo: string, callBackUrl: string): string {
    const blue = confirm.blue;
    const order: IssueOrder = {
      ...blue.order,
      orderNo,
      invoiceDate: this.deps.clock.now(),
      pushMode: '-1',
      callBackUrl: callBackUrl || confirm.callbackUrl,
      remark: `被红冲蓝字数电发票号码：${blue.number ?? ''} 红字发票信息确认单编号：${confirm.billNo}`,
      lines: confirm.lines.map((l) => ({
        goodsName: l.goodsName,
        goodsCode: l.goodsCode,
        specType: l.specType,
        unit: l.unit,
        num: '',
        price: '',
        withTaxFlag: '0',
        taxRate: l.taxRate,
        rate: l.rate,
        net: l.net,
        tax: l.tax,
        gross: l.gross,
        lineProperty: '0',
        favouredPolicyFlag: '',
        favouredPolicyName: '',
      })),
    };
    const record = this.deps.issuer.accept(confirm.seller, order, {
      blueNumber: blue.number ?? '',
      redReason: confirm.redReason,
      billNo: confirm.billNo,
    });
    confirm.redSerialNo = record.serialNo;
    return record.serialNo;
  }
}
