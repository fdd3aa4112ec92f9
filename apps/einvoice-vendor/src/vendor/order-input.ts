import { parseChinaDateTime } from '../protocol/china-time';
import { nuonuoError } from './errors';
import { Fields } from './fields';
import { checkDiscounts, checkInvoiceTax, type InvoiceLine, readLine } from './lines';

/** Lines per invoice (notes §1). */
export const MAX_LINES = 2000;

export interface InvoiceBuyer {
  name: string;
  taxNum: string;
  tel: string;
  address: string;
  account: string;
  phone: string;
  email: string;
}

/** An order (requestBillingNew's `order`) that passed the synchronous checks. */
export interface IssueOrder {
  orderNo: string;
  /** The order's 单据时间 (business ms). */
  invoiceDate: number;
  invoiceLine: 'pc' | 'bs';
  buyer: InvoiceBuyer;
  salerTaxNum: string;
  clerk: string;
  payee: string;
  checker: string;
  remark: string;
  /** −1 none, 0 e-mail, 1 phone, 2 both. */
  pushMode: string;
  callBackUrl: string;
  lines: InvoiceLine[];
}

/** 订单号: letters, digits, `-` and `_`, at most 20 (**chosen** charset; Nuonuo's limit is 20). */
export const ORDER_NO = /^[A-Za-z0-9_-]{1,20}$/;

function callbackUrl(f: Fields, name: string): string {
  const url = f.text(name, 500);
  if (url !== '' && !/^https?:\/\/[^\s]+$/.test(url)) throw nuonuoError('param', `${f.at(name)} 不是有效的地址`);
  return url;
}

/** Reads requestBillingNew's body (`{order: {…}}`) with the platform's synchronous checks, in the order it is read. */
export function readIssueOrder(body: Record<string, unknown>): IssueOrder {
  const o = Fields.of(body.order, 'order');
  const orderNo = o.required('orderNo', 20);
  if (!ORDER_NO.test(orderNo)) throw nuonuoError('param', `${o.at('orderNo')} 只能是字母、数字、- 和 _`);
  const dateText = o.required('invoiceDate', 19);
  const invoiceDate = parseChinaDateTime(dateText);
  if (invoiceDate === undefined) throw nuonuoError('param', `${o.at('invoiceDate')} 应为 yyyy-MM-dd HH:mm:ss`);
  const invoiceType = o.oneOf('invoiceType', ['1', '2'] as const);
  if (invoiceType === '2')
    throw nuonuoError('param', '数电红字发票请通过红字确认单开具（saveInvoiceRedConfirm / fastInvoiceRed）');
  const invoiceLine = o.oneOf('invoiceLine', ['pc', 'bs'] as const);
  const salerTaxNum = o.required('salerTaxNum', 20);
  const clerk = o.required('clerk', 20);
  const buyer: InvoiceBuyer = {
    name: o.required('buyerName', 100),
    taxNum: o.text('buyerTaxNum', 20).toUpperCase(),
    tel: o.text('buyerTel', 40),
    address: o.text('buyerAddress', 100),
    account: o.text('buyerAccount', 100),
    phone: o.text('buyerPhone', 20),
    email: o.text('email', 100),
  };
  if (invoiceLine === 'bs' && buyer.taxNum === '') throw nuonuoError('buyerTaxRequired');
  const pushMode = o.oneOf('pushMode', ['-1', '0', '1', '2'] as const, '-1');
  if ((pushMode === '0' || pushMode === '2') && buyer.email === '')
    throw nuonuoError('param', `${o.at('email')} 推送方式为邮箱时不能为空`);
  if ((pushMode === '1' || pushMode === '2') && buyer.phone === '')
    throw nuonuoError('param', `${o.at('buyerPhone')} 推送方式为手机时不能为空`);
  const details = o.list('invoiceDetail');
  if (details.length === 0) throw nuonuoError('param', `${o.at('invoiceDetail')} 不能为空`);
  if (details.length > MAX_LINES) throw nuonuoError('param', `${o.at('invoiceDetail')} 最多 ${MAX_LINES} 行`);
  const lines = details.map((d, i) => readLine(Fields.of(d, `${o.at('invoiceDetail')}[${i}]`), i));
  checkDiscounts(lines);
  checkInvoiceTax(lines);
  return {
    orderNo,
    invoiceDate,
    invoiceLine,
    buyer,
    salerTaxNum,
    clerk,
    payee: o.text('payee', 20),
    checker: o.text('checker', 20),
    remark: o.text('remark', 230),
    pushMode,
    callBackUrl: callbackUrl(o, 'callBackUrl'),
    lines,
  };
}
