import type { Seller } from '../options';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';
import { nuonuoError } from '../vendor/errors';
import { Fields } from '../vendor/fields';
import { readIssueOrder } from '../vendor/order-input';
import { invoiceResult } from '../vendor/views';

export interface MethodAnswer {
  describe: string;
  result: unknown;
}

type Method = (vendor: EinvoiceVendor, seller: Seller, body: Record<string, unknown>, base: string) => MethodAnswer;

/** At most this many serialNos or orderNos per query (notes §5). */
export const QUERY_MAX = 50;

function strings(f: Fields, name: string): string[] {
  return f.list(name).map((v, i) => {
    if (typeof v !== 'string' || v === '') throw nuonuoError('param', `${f.at(name)}[${i}] 应为非空字符串`);
    return v;
  });
}

/** The business methods, by the `method` header (notes §5). */
export const METHODS: Record<string, Method> = {
  'nuonuo.OpeMplatform.requestBillingNew': (vendor, seller, body) => {
    const order = readIssueOrder(body);
    if (order.salerTaxNum !== seller.taxNum) throw nuonuoError('sellerUnknown', 'salerTaxNum 与 userTax 不同');
    if (vendor.red.orderNoTaken(seller, order.orderNo)) throw nuonuoError('duplicate', order.orderNo);
    const record = vendor.issuer.accept(seller, order);
    return { describe: '开票提交成功', result: { invoiceSerialNum: record.serialNo } };
  },

  'nuonuo.OpeMplatform.queryInvoiceResult': (vendor, seller, body, base) => {
    const f = Fields.of(body, 'body');
    const serialNos = strings(f, 'serialNos');
    const orderNos = strings(f, 'orderNos');
    if (serialNos.length === 0 && orderNos.length === 0)
      throw nuonuoError('param', 'serialNos 与 orderNos 不能同时为空');
    if (serialNos.length > QUERY_MAX || orderNos.length > QUERY_MAX)
      throw nuonuoError('param', `每次最多查询 ${QUERY_MAX} 个`);
    const withItems = f.text('isOfferInvoiceDetail', 1) === '1';
    const records = vendor.store
      .all()
      .filter(
        (r) =>
          r.seller.taxNum === seller.taxNum && (serialNos.includes(r.serialNo) || orderNos.includes(r.order.orderNo)),
      );
    return { describe: '查询成功', result: records.map((r) => invoiceResult(r, base, withItems)) };
  },

  'nuonuo.OpeMplatform.reInvoice': (vendor, seller, body) => {
    const f = Fields.of(body, 'body');
    const serialNo = f.required('fpqqlsh', 40);
    const orderNo = f.text('orderno', 20) || f.text('orderNo', 20);
    const record = vendor.store.bySerial(serialNo);
    if (!record || record.seller.taxNum !== seller.taxNum || (orderNo !== '' && record.order.orderNo !== orderNo))
      throw nuonuoError('notFound', serialNo);
    vendor.issuer.retry(record);
    return { describe: '重试提交成功', result: null };
  },

  'nuonuo.OpeMplatform.saveInvoiceRedConfirm': (vendor, seller, body) => ({
    describe: '红字确认单申请提交成功',
    result: vendor.red.apply(seller, body).billId,
  }),

  'nuonuo.OpeMplatform.queryInvoiceRedConfirm': (vendor, seller, body) => ({
    describe: '查询成功',
    result: vendor.red.query(seller, body),
  }),

  'nuonuo.OpeMplatform.fastInvoiceRed': (vendor, seller, body) => ({
    describe: '红字发票开具提交成功',
    result: { invoiceSerialNum: vendor.red.issue(seller, body) },
  }),
};
