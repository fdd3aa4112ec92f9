import type { VoucherPrintSheet } from '@pm/contracts';
import { cjkPdf } from '../../messages/index';

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
const blank = (amount: string) => (/^-?0+(\.0+)?$/.test(amount) ? '' : amount);

/**
 * Vouchers as a PDF, one A5 landscape page each (the size of printed 记账凭证 paper): title, company,
 * date, word-number and attachments, a table of 摘要 / 科目 / 借方 / 贷方, the 合计 in figures and
 * capital numerals, and the maker, auditor and poster.
 */
export function renderVoucherPdf(sheets: readonly VoucherPrintSheet[]): Promise<Buffer> {
  const options = {
    size: 'A5',
    layout: 'landscape',
    autoFirstPage: false,
    margins: { top: 30, bottom: 30, left: 36, right: 36 },
    info: { Title: '记账凭证' },
  } as const;
  return cjkPdf(options, (doc) => {
    for (const sheet of sheets) page(doc, sheet);
  });
}

function page(doc: PDFKit.PDFDocument, v: VoucherPrintSheet): void {
  doc.addPage().font('cjk');
  const left = 36;
  const width = doc.page.width - 72;
  const cols = [0, 0.3, 0.66, 0.83, 1].map((f) => left + f * width);
  doc.fontSize(16).text(v.title, left, 30, { width, align: 'center' });
  doc.fontSize(9).text(`核算单位：${v.companyName}`, left, 56);
  doc.text(`日期：${v.voucherDate}`, left, 56, { width, align: 'center' });
  doc.text(`${v.label}    附单据 ${v.attachments} 张`, left, 56, { width, align: 'right' });
  if (v.note) doc.fillColor('#c00000').text(v.note, left, 70).fillColor('#000000');
  let y = 84;
  const row = (cells: string[], bold = false) => {
    doc.fontSize(bold ? 10 : 9);
    cells.forEach((c, i) =>
      doc.text(c, cols[i]! + 3, y + 5, {
        width: cols[i + 1]! - cols[i]! - 6,
        align: i >= 2 ? 'right' : 'left',
        lineBreak: false,
      }),
    );
    doc.rect(left, y, width, 20).stroke();
    for (const x of cols.slice(1, -1))
      doc
        .moveTo(x, y)
        .lineTo(x, y + 20)
        .stroke();
    y += 20;
  };
  row(['摘要', '会计科目', '借方金额', '贷方金额'], true);
  for (const l of v.lines)
    row([cut(l.summary, 24), cut(`${l.subjectCode} ${l.subjectName}`, 28), blank(l.debit), blank(l.credit)]);
  row([`合计：${v.totalInWords}`, '', v.totalDebit, v.totalCredit], true);
  doc
    .fontSize(9)
    .text(
      `记账：${v.posterName ?? ''}    审核：${v.auditorName ?? ''}    制单：${v.makerName ?? ''}    状态：${v.statusName}`,
      left,
      y + 8,
      { width },
    );
}
