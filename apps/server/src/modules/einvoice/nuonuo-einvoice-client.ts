import { chinaDateTime } from '@pm/domain';
import type { EinvoiceConfig } from './einvoice-config';
import {
  type EinvoiceCallback,
  type EinvoiceCallbackRequest,
  parseEinvoiceCallback,
  verifyEinvoiceCallback,
} from './einvoice-callback';
import type {
  EinvoiceCallResult,
  EinvoiceDownloadResult,
  EinvoiceIssueResult,
  EinvoiceKind,
  EinvoiceOrder,
  EinvoicePlatform,
  EinvoiceQueryResult,
  EinvoiceRedApplyResult,
  EinvoiceRedQueryResult,
  EinvoiceRedRequest,
  EinvoiceResult,
} from './einvoice-platform';
import { readEinvoiceResult, readRedConfirmation } from './einvoice-result';
import { failure, NuonuoTransport, type NuonuoTransportOptions } from './nuonuo-transport';

// The methods of 诺税通 (invoices note §5) the product uses. Orders go out tax-inclusive (withTaxFlag 1) with all
// three amounts as the domain rounded them, so the platform has nothing to recompute; it still holds them to its
// tolerances (0.06 a line, 1.27 an invoice) and answers E9107 / E9108 if the domain ever disagreed.

const METHOD = {
  issue: 'nuonuo.OpeMplatform.requestBillingNew',
  query: 'nuonuo.OpeMplatform.queryInvoiceResult',
  retry: 'nuonuo.OpeMplatform.reInvoice',
  redApply: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
  redQuery: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
  redIssue: 'nuonuo.OpeMplatform.fastInvoiceRed',
} as const;

/** At most this many 流水号 or orderNos per query (notes §5). */
export const QUERY_MAX = 50;

const invoiceLine = (kind: EinvoiceKind) => (kind === 'special' ? 'bs' : 'pc');
const unreadable = (what: string) => failure('BAD_ANSWER', `开票平台的${what}无法识别`, { retryable: true });

export class NuonuoEinvoiceClient implements EinvoicePlatform {
  private readonly transport: NuonuoTransport;

  constructor(
    private readonly config: EinvoiceConfig,
    options: NuonuoTransportOptions = {},
  ) {
    this.transport = new NuonuoTransport(config, options);
  }

  async issue(order: EinvoiceOrder): Promise<EinvoiceIssueResult> {
    const seller = order.sellerTaxId ?? this.config.sellerTaxId;
    const b = order.buyer;
    const push = b.email && b.phone ? '2' : b.email ? '0' : b.phone ? '1' : '-1';
    const body = {
      order: {
        orderNo: order.orderNo,
        invoiceDate: chinaDateTime(order.orderedAt, { seconds: true }),
        buyerName: b.name,
        buyerTaxNum: b.taxId ?? '',
        buyerTel: b.tel ?? '',
        buyerAddress: b.address ?? '',
        buyerAccount: b.account ?? '',
        buyerPhone: b.phone ?? '',
        email: b.email ?? '',
        salerTaxNum: seller,
        clerk: order.clerk,
        invoiceType: '1',
        invoiceLine: invoiceLine(order.kind),
        pushMode: push,
        callBackUrl: order.callbackUrl ?? '',
        remark: order.remark ?? '',
        invoiceDetail: order.lines.map((l) => ({
          goodsName: l.name,
          goodsCode: l.taxCode,
          specType: l.spec ?? '',
          unit: l.unit ?? '',
          num: l.quantity ?? '',
          price: l.unitPrice ?? '',
          withTaxFlag: '1',
          taxRate: l.rate,
          taxExcludedAmount: l.net,
          tax: l.tax,
          taxIncludedAmount: l.gross,
          invoiceLineProperty: '0',
          favouredPolicyFlag: l.policyFlag ?? '',
          favouredPolicyName: l.policyName ?? '',
        })),
      },
    };
    const answer = await this.transport.call(METHOD.issue, body, seller);
    if (!answer.ok) return answer;
    const serialNo = (answer.result as { invoiceSerialNum?: unknown } | null)?.invoiceSerialNum;
    return typeof serialNo === 'string' && serialNo !== ''
      ? { ok: true, serialNo }
      : { ...unreadable('受理应答'), outcomeUnknown: true };
  }

  async query(by: { serialNos?: string[]; orderNos?: string[]; sellerTaxId?: string }): Promise<EinvoiceQueryResult> {
    const serialNos = by.serialNos ?? [];
    const orderNos = by.orderNos ?? [];
    if (serialNos.length === 0 && orderNos.length === 0) return { ok: true, results: [] };
    if (serialNos.length > QUERY_MAX || orderNos.length > QUERY_MAX)
      return failure('TOO_MANY', `每次最多查询 ${QUERY_MAX} 张`);
    const answer = await this.transport.call(
      METHOD.query,
      { serialNos, orderNos, isOfferInvoiceDetail: '0' },
      by.sellerTaxId ?? this.config.sellerTaxId,
    );
    if (!answer.ok) return answer;
    if (!Array.isArray(answer.result)) return unreadable('查询结果');
    const results: EinvoiceResult[] = [];
    for (const item of answer.result) {
      const r = readEinvoiceResult(item);
      if (!r) return unreadable('查询结果');
      results.push(r);
    }
    return { ok: true, results };
  }

  async retry(p: { serialNo: string; orderNo: string; sellerTaxId?: string }): Promise<EinvoiceCallResult> {
    const answer = await this.transport.call(
      METHOD.retry,
      { fpqqlsh: p.serialNo, orderno: p.orderNo },
      p.sellerTaxId ?? this.config.sellerTaxId,
    );
    return answer.ok ? { ok: true } : answer;
  }

  async download(url: string): Promise<EinvoiceDownloadResult> {
    return this.transport.get(url);
  }

  async applyRed(r: EinvoiceRedRequest): Promise<EinvoiceRedApplyResult> {
    const seller = r.sellerTaxId ?? this.config.sellerTaxId;
    const body = {
      ...(r.billId ? { billId: r.billId } : {}),
      blueInvoiceLine: invoiceLine(r.kind),
      applySource: '0',
      blueInvoiceNumber: r.blueNumber,
      sellerTaxNo: seller,
      buyerName: r.buyer.name,
      buyerTaxNo: r.buyer.taxId ?? '',
      redReason: r.reason,
      ...(r.orderNo ? { orderNo: r.orderNo } : {}),
      ...(r.callbackUrl ? { callbackUrl: r.callbackUrl } : {}),
      ...(r.lines
        ? {
            detail: r.lines.map((l) => ({
              blueDetailIndex: String(l.blueLine),
              goodsCode: l.taxCode,
              taxRate: l.rate,
              taxExcludedAmount: l.net,
              taxAmount: l.tax,
            })),
          }
        : {}),
    };
    const answer = await this.transport.call(METHOD.redApply, body, seller);
    if (!answer.ok) return answer;
    return typeof answer.result === 'string' && answer.result !== ''
      ? { ok: true, billId: answer.result }
      : { ...unreadable('确认单申请应答'), outcomeUnknown: true };
  }

  async queryRed(p: { billId: string; sellerTaxId?: string }): Promise<EinvoiceRedQueryResult> {
    const answer = await this.transport.call(
      METHOD.redQuery,
      { identity: '0', billId: p.billId },
      p.sellerTaxId ?? this.config.sellerTaxId,
    );
    if (!answer.ok) return answer;
    const list = (answer.result as { list?: unknown } | null)?.list;
    if (!Array.isArray(list)) return unreadable('确认单查询结果');
    if (list.length === 0) return { ok: true, confirmation: null };
    const confirmation = readRedConfirmation(list[0]);
    return confirmation ? { ok: true, confirmation } : unreadable('确认单查询结果');
  }

  async issueRed(p: {
    orderNo: string;
    billNo: string;
    blueNumber: string;
    kind: EinvoiceKind;
    callbackUrl?: string;
    sellerTaxId?: string;
  }): Promise<EinvoiceIssueResult> {
    const seller = p.sellerTaxId ?? this.config.sellerTaxId;
    const body = {
      orderNo: p.orderNo,
      taxNum: seller,
      elecInvoiceNumber: p.blueNumber,
      billNo: p.billNo,
      invoiceLine: invoiceLine(p.kind),
      ...(p.callbackUrl ? { callBackUrl: p.callbackUrl } : {}),
    };
    const answer = await this.transport.call(METHOD.redIssue, body, seller);
    if (!answer.ok) return answer;
    const serialNo = (answer.result as { invoiceSerialNum?: unknown } | null)?.invoiceSerialNum;
    return typeof serialNo === 'string' && serialNo !== ''
      ? { ok: true, serialNo }
      : { ...unreadable('红票受理应答'), outcomeUnknown: true };
  }

  /** A callback to us: undefined when its signature, appkey or time is wrong, else what it says (undefined content: unreadable). */
  readCallback(
    request: EinvoiceCallbackRequest,
    nowMs = Date.now(),
  ): { verified: false } | { verified: true; callback: EinvoiceCallback | undefined } {
    if (!verifyEinvoiceCallback(this.config, request, nowMs)) return { verified: false };
    return { verified: true, callback: parseEinvoiceCallback(request.body) };
  }
}
