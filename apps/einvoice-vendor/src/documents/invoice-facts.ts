import { chinaDateText, chinaDateTime } from '../protocol/china-time';
import { format } from '../protocol/decimal';
import type { InvoiceRecord } from '../vendor/invoices';
import { totals } from '../vendor/lines';

/** What every file of an issued invoice shows, as text. */
export function invoiceFacts(record: InvoiceRecord) {
  const o = record.order;
  const t = totals(o.lines);
  const at = record.invoiceTime ?? record.updatedAt;
  return {
    title: o.invoiceLine === 'bs' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）',
    number: record.number ?? '',
    date: chinaDateText(at),
    dateTime: chinaDateTime(at),
    red: record.kind === 'red',
    buyer: o.buyer,
    seller: record.seller,
    lines: o.lines.map((l) => ({
      name: `*${l.goodsName}`,
      code: l.goodsCode,
      spec: l.specType,
      unit: l.unit,
      num: l.num,
      price: l.price,
      net: format(l.net),
      rate: `${(Number(l.rate) / 10_000).toString()}%`,
      tax: format(l.tax),
    })),
    net: format(t.net),
    tax: format(t.tax),
    gross: format(t.gross),
    grossFen: t.gross,
    remark: o.remark,
    clerk: o.clerk,
    blueNumber: record.blueNumber,
  };
}

export type InvoiceFacts = ReturnType<typeof invoiceFacts>;
