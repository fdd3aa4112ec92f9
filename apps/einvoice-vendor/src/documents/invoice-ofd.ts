import type { InvoiceRecord } from '../vendor/invoices';
import { capitalAmount } from '../protocol/capital';
import { invoiceFacts } from './invoice-facts';
import { invoiceXml } from './invoice-xml';
import { storedZip } from './zip';

const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const NS = 'xmlns:ofd="http://www.ofdspec.org/2016"';

/**
 * A small OFD (GB/T 33190: a zip of OFD.xml, the document, its resources and one page of text objects in mm), with
 * the invoice's XML as an attachment. Enough for a reader to open; no seal or signature.
 */
export function invoiceOfd(record: InvoiceRecord): Buffer {
  const f = invoiceFacts(record);
  const texts: [number, number, number, string][] = [
    [70, 12, 5, f.title],
    [150, 20, 3, `发票号码：${f.number}`],
    [150, 25, 3, `开票日期：${f.date}`],
    [10, 35, 3, `购买方：${f.buyer.name}  统一社会信用代码/纳税人识别号：${f.buyer.taxNum}`],
    [10, 41, 3, `销售方：${f.seller.name}  统一社会信用代码/纳税人识别号：${f.seller.taxNum}`],
    ...f.lines
      .slice(0, 12)
      .map((l, i): [number, number, number, string] => [
        10,
        50 + i * 5,
        3,
        `${l.name}  ${l.num} ${l.unit}  金额 ${l.net}  税率 ${l.rate}  税额 ${l.tax}`,
      ]),
    [10, 115, 3, `合计  ¥${f.net}  ¥${f.tax}`],
    [10, 121, 3, `价税合计（大写）${capitalAmount(f.grossFen)}  （小写）¥${f.gross}`],
    [10, 127, 3, `备注：${f.remark}`],
    [10, 133, 3, `开票人：${f.clerk}`],
  ];
  const objects = texts
    .map(
      ([x, y, size, text], i) =>
        `<ofd:TextObject ID="${10 + i}" Boundary="${x} ${y - size} 190 ${size + 1}" Font="2" Size="${size}"><ofd:TextCode X="0" Y="${size}">${esc(text)}</ofd:TextCode></ofd:TextObject>`,
    )
    .join('');
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  const files = [
    {
      name: 'OFD.xml',
      text: `${head}<ofd:OFD ${NS} Version="1.1" DocType="OFD"><ofd:DocBody><ofd:DocInfo><ofd:DocID>${record.fileToken.slice(0, 32)}</ofd:DocID><ofd:Title>${esc(f.title)}</ofd:Title><ofd:CreationDate>${f.dateTime.slice(0, 10)}</ofd:CreationDate><ofd:CustomDatas><ofd:CustomData Name="发票号码">${f.number}</ofd:CustomData><ofd:CustomData Name="合计金额">${f.net}</ofd:CustomData><ofd:CustomData Name="合计税额">${f.tax}</ofd:CustomData></ofd:CustomDatas></ofd:DocInfo><ofd:DocRoot>Doc_0/Document.xml</ofd:DocRoot></ofd:DocBody></ofd:OFD>`,
    },
    {
      name: 'Doc_0/Document.xml',
      text: `${head}<ofd:Document ${NS}><ofd:CommonData><ofd:MaxUnitID>${10 + texts.length}</ofd:MaxUnitID><ofd:PageArea><ofd:PhysicalBox>0 0 210 140</ofd:PhysicalBox></ofd:PageArea><ofd:PublicRes>PublicRes.xml</ofd:PublicRes></ofd:CommonData><ofd:Pages><ofd:Page ID="1" BaseLoc="Pages/Page_0/Content.xml"/></ofd:Pages><ofd:Attachments>Attachs/Attachments.xml</ofd:Attachments></ofd:Document>`,
    },
    {
      name: 'Doc_0/PublicRes.xml',
      text: `${head}<ofd:Res ${NS} BaseLoc="Res"><ofd:Fonts><ofd:Font ID="2" FontName="宋体" FamilyName="宋体"/></ofd:Fonts></ofd:Res>`,
    },
    {
      name: 'Doc_0/Pages/Page_0/Content.xml',
      text: `${head}<ofd:Page ${NS}><ofd:Content><ofd:Layer ID="3">${objects}</ofd:Layer></ofd:Content></ofd:Page>`,
    },
    {
      name: 'Doc_0/Attachs/Attachments.xml',
      text: `${head}<ofd:Attachments ${NS}><ofd:Attachment ID="4" Name="original_invoice" Format="xml" Visible="false"><ofd:FileLoc>original_invoice.xml</ofd:FileLoc></ofd:Attachment></ofd:Attachments>`,
    },
    { name: 'Doc_0/Attachs/original_invoice.xml', text: invoiceXml(record) },
  ];
  return storedZip(
    files.map((file) => ({ name: file.name, data: Buffer.from(file.text, 'utf8') })),
    new Date(record.invoiceTime ?? record.updatedAt),
  );
}
