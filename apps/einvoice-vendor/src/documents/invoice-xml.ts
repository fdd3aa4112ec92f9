import type { InvoiceRecord } from '../vendor/invoices';
import { invoiceFacts } from './invoice-facts';

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const el = (name: string, value: string) => `<${name}>${esc(value)}</${name}>`;

/**
 * The invoice's data file (数电票 XML). Element names follow the national 数电票 data file as commonly seen
 * (EInvoice / Header / EInvoiceData / TaxSupervisionInfo); it is not validated against the official schema.
 */
export function invoiceXml(record: InvoiceRecord): string {
  const f = invoiceFacts(record);
  const items = record.order.lines
    .map((l, i) => {
      const line = f.lines[i];
      return `<IssuItemInformation>${el('ItemName', line?.name ?? '')}${el('SpecMod', l.specType)}${el('MeaUnits', l.unit)}${el('Quantity', l.num)}${el('UnPrice', l.price)}${el('Amount', line?.net ?? '')}${el('TaxRate', l.taxRate)}${el('ComTaxAm', line?.tax ?? '')}${el('TaxClassificationCode', l.goodsCode)}</IssuItemInformation>`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<EInvoice>` +
    `<Header>${el('EIid', f.number)}${el('EInvoiceTag', 'SWEI3200')}${el('Version', '0.1')}<InherentLabel><EInvoiceType>${el('LabelCode', record.order.invoiceLine === 'bs' ? '01' : '02')}${el('LabelName', f.title)}</EInvoiceType></InherentLabel></Header>` +
    `<EInvoiceData>` +
    `<SellerInformation>${el('SellerIdNum', f.seller.taxNum)}${el('SellerName', f.seller.name)}${el('SellerAddr', f.seller.address)}${el('SellerTelNum', f.seller.tel)}${el('SellerBankName', f.seller.bankAccount)}</SellerInformation>` +
    `<BuyerInformation>${el('BuyerIdNum', f.buyer.taxNum)}${el('BuyerName', f.buyer.name)}${el('BuyerAddr', f.buyer.address)}${el('BuyerTelNum', f.buyer.tel)}</BuyerInformation>` +
    `<BasicInformation>${el('TotalAmWithoutTax', f.net)}${el('TotalTaxAm', f.tax)}${el('TotalTax-includedAmount', f.gross)}${el('Drawer', f.clerk)}${el('RequestTime', f.dateTime)}</BasicInformation>` +
    items +
    `<AdditionalInformation>${el('Remark', f.remark)}</AdditionalInformation>` +
    (f.red
      ? `<RedInformation>${el('OriginalInvoiceNumber', f.blueNumber)}${el('RedReason', record.redReason)}${el('RedConfirmationNumber', record.billNo)}</RedInformation>`
      : '') +
    `</EInvoiceData>` +
    `<TaxSupervisionInfo>${el('InvoiceNumber', f.number)}${el('IssueTime', f.dateTime)}${el('TaxBureauCode', `1${f.seller.province}00000000`)}${el('TaxBureauName', '国家税务总局（模拟）')}</TaxSupervisionInfo>` +
    `</EInvoice>\n`
  );
}
