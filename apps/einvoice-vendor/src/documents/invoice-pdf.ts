import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { capitalAmount } from '../protocol/capital';
import type { InvoiceRecord } from '../vendor/invoices';
import { invoiceFacts } from './invoice-facts';

const require = createRequire(import.meta.url);

/** Noto Sans SC: pdfkit's built-in fonts have no Chinese glyphs. */
let fontCache: Buffer | undefined;
const cjkFont = () =>
  (fontCache ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));

/** The 数电票 layout's size (241 × 140 mm) in points. */
const SIZE: [number, number] = [683, 397];
const BROWN = '#9c5b26';

/** The invoice as a one-page PDF in the 数电票 layout's spirit: title, number and date, parties, lines, totals, remark. */
export function invoicePdf(record: InvoiceRecord): Promise<Buffer> {
  const f = invoiceFacts(record);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: SIZE,
      margins: { top: 20, bottom: 20, left: 24, right: 24 },
      info: {
        Title: `${f.title} ${f.number}`,
        Author: f.seller.name,
        Subject: f.number,
        CreationDate: new Date(record.invoiceTime ?? record.updatedAt),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('cjk', cjkFont());
    doc.font('cjk').fillColor(BROWN);

    doc.fontSize(16).text(f.title, 24, 22, { width: 635, align: 'center' });
    doc.fontSize(8).text(`发票号码：${f.number}`, 480, 24).text(`开票日期：${f.date}`, 480, 36);
    if (f.red) doc.fillColor('#c00').fontSize(8).text('（红字）', 24, 24).fillColor(BROWN);

    const box = (x: number, title: string, name: string, taxNum: string) => {
      doc.rect(x, 56, 317, 50).stroke(BROWN);
      doc
        .fontSize(8)
        .text(title, x + 6, 60)
        .fillColor('#000')
        .text(`名称：${name}`, x + 6, 74)
        .text(`统一社会信用代码/纳税人识别号：${taxNum}`, x + 6, 88);
      doc.fillColor(BROWN);
    };
    box(24, '购买方信息', f.buyer.name, f.buyer.taxNum);
    box(341, '销售方信息', f.seller.name, f.seller.taxNum);

    const cols = [24, 200, 270, 310, 360, 430, 520, 570];
    const heads = ['项目名称', '规格型号', '单位', '数量', '单价', '金额', '税率/征收率', '税额'];
    doc.rect(24, 106, 635, 190).stroke(BROWN);
    heads.forEach((h, i) => doc.fontSize(8).text(h, (cols[i] ?? 0) + 4, 112));
    doc.fillColor('#000');
    f.lines.slice(0, 14).forEach((l, row) => {
      const y = 126 + row * 11;
      [l.name, l.spec, l.unit, l.num, l.price, l.net, l.rate, l.tax].forEach((v, i) =>
        doc.fontSize(7.5).text(v, (cols[i] ?? 0) + 4, y, { width: 150, lineBreak: false }),
      );
    });
    if (f.lines.length > 14) doc.text(`（共 ${f.lines.length} 行，余见 XML 数据文件）`, 28, 282);
    doc
      .fillColor(BROWN)
      .fontSize(8)
      .text('合计', 28, 300)
      .fillColor('#000')
      .text(`¥${f.net}`, 434, 300)
      .text(`¥${f.tax}`, 574, 300);
    doc.fillColor(BROWN).text('价税合计（大写）', 28, 318).fillColor('#000').text(capitalAmount(f.grossFen), 110, 318);
    doc.fillColor(BROWN).text('（小写）', 480, 318).fillColor('#000').text(`¥${f.gross}`, 520, 318);
    doc.fillColor(BROWN).text('备注', 28, 338).fillColor('#000').text(f.remark, 60, 338, { width: 590 });
    doc.fillColor(BROWN).text(`开票人：${f.clerk}`, 28, 372);
    doc.end();
  });
}
