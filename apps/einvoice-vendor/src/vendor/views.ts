import { chinaDateTime } from '../protocol/china-time';
import { format } from '../protocol/decimal';
import { type InvoiceRecord, STATUS_TEXT } from './invoices';
import { totals } from './lines';

/** Where an invoice's files are served: `${base}/fp/{token}.pdf|ofd|xml` (the base is how the caller reached the fake). */
export const fileUrls = (record: InvoiceRecord, base: string) =>
  record.status === '2'
    ? {
        pdfUrl: `${base}/fp/${record.fileToken}.pdf`,
        ofdUrl: `${base}/fp/${record.fileToken}.ofd`,
        xmlUrl: `${base}/fp/${record.fileToken}.xml`,
      }
    : { pdfUrl: '', ofdUrl: '', xmlUrl: '' };

/** The QR code's text of an issued 数电票 (**chosen** shape: `01,{type},,{number},{amount},{yyyyMMdd},,{check}`). */
export function qrText(record: InvoiceRecord): string {
  if (!record.number || record.invoiceTime === undefined) return '';
  const t = totals(record.order.lines);
  const day = chinaDateTime(record.invoiceTime).slice(0, 10).replace(/-/g, '');
  return `01,${record.order.invoiceLine === 'bs' ? '31' : '32'},,${record.number},${format(t.net)},${day},,${record.serialNo.slice(-4)}`;
}

/** One item of queryInvoiceResult's answer (field names of Nuonuo's; notes §5), and the content of a callback. */
export function invoiceResult(record: InvoiceRecord, base: string, withItems: boolean) {
  const t = totals(record.order.lines);
  const o = record.order;
  return {
    serialNo: record.serialNo,
    orderNo: o.orderNo,
    status: record.status,
    statusMsg: STATUS_TEXT[record.status],
    failCause: record.failCause,
    invoiceCode: '',
    invoiceNo: record.number ?? '',
    allElectronicInvoiceNumber: record.number ?? '',
    invoiceTime: record.invoiceTime ?? null,
    invoiceDate: o.invoiceDate,
    invoiceType: record.kind === 'blue' ? '1' : '2',
    invoiceLine: o.invoiceLine,
    invoiceKind: o.invoiceLine === 'bs' ? '电子发票(增值税专用发票)' : '电子发票(普通发票)',
    exTaxAmount: format(t.net),
    taxAmount: format(t.tax),
    orderAmount: format(t.gross),
    payerName: o.buyer.name,
    payerTaxNo: o.buyer.taxNum,
    saleName: record.seller.name,
    salerTaxNum: record.seller.taxNum,
    clerk: o.clerk,
    remark: o.remark,
    phone: o.buyer.phone,
    notifyEmail: o.buyer.email,
    oldEleInvoiceNumber: record.blueNumber,
    redReason: record.redReason,
    qrCode: qrText(record),
    checkCode: '',
    createTime: record.createdAt,
    updateTime: record.updatedAt,
    ...fileUrls(record, base),
    ...(withItems
      ? {
          invoiceItems: o.lines.map((l) => ({
            itemName: l.goodsName,
            itemCode: l.goodsCode,
            itemSpec: l.specType,
            itemUnit: l.unit,
            itemNum: l.num,
            itemPrice: l.price,
            itemTaxRate: l.taxRate,
            isIncludeTax: l.withTaxFlag === '1' ? 'true' : 'false',
            itemAmount: format(l.net),
            itemTaxAmount: format(l.tax),
            itemSumAmount: format(l.gross),
            invoiceLineProperty: l.lineProperty,
            favouredPolicyFlag: l.favouredPolicyFlag,
            favouredPolicyName: l.favouredPolicyName,
          })),
        }
      : {}),
  };
}

export type InvoiceResult = ReturnType<typeof invoiceResult>;
