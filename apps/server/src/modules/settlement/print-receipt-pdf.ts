import { chinaDateTime } from '@pm/domain';
import { cjkPdf } from '../messages/index';
import type { ReceiptSheetData } from './print-receipt';

/**
 * A receipt as an A5 landscape PDF: company, 收据 with its number, house and payer, the lines,
 * account moves and tenders, the total in figures and capital numerals (with 实收 and 找零 when
 * change was given back), cashier and times. A copy
 * is marked 副本 (with its copy number) and a voided receipt 作废 with the reason.
 */
export function renderReceiptPdf(r: ReceiptSheetData): Promise<Buffer> {
  const options = { size: 'A5', layout: 'landscape', margins: { top: 36, bottom: 36, left: 42, right: 42 }, info: { Title: `收据 ${r.number}`, Author: r.companyName } } as const;
  return cjkPdf(options, (doc) => {
    doc.font('cjk');
    const marks = [r.copy ? `副本（第${r.copyNo}次打印）` : '', r.voided ? `作废${r.voidReason ? `：${r.voidReason}` : ''}` : ''].filter(Boolean).join('  ');
    doc.fontSize(16).text(`${r.companyName} 收据`, { align: 'center' });
    if (marks) doc.fontSize(11).fillColor('#c00000').text(marks, { align: 'center' }).fillColor('#000000');
    doc.moveDown(0.5).fontSize(10);
    doc.text(`收据号：${r.number}    结算类型：${r.settleTypeName}    开具时间：${chinaDateTime(r.issuedAt)}`);
    doc.text(`楼盘：${r.estateName}    房屋：${r.houseName ?? ''}    交款人：${r.payerName ?? ''}`);
    doc.moveDown(0.5);
    for (const l of r.lines) doc.text(`${l.itemName}  ${l.period}    本金 ${l.principal}    违约金 ${l.lateFee}    金额 ${l.amount}`);
    for (const a of r.accounts) doc.text(`${a.summary}    ${a.amount}`);
    doc.moveDown(0.5);
    doc.text(`结算方式：${r.tenders.map((t) => `${t.methodName} ${t.amount}${t.reference ? `（${t.reference}）` : ''}`).join('、')}`);
    doc.text(`合计：${r.total}    大写：${r.totalInWords}`);
    if (r.changeGiven !== null) doc.text(`实收：${r.received ?? ''}    找零：${r.changeGiven}`);
    if (r.remark) doc.text(`备注：${r.remark}`);
    doc.moveDown(0.5);
    doc.text(`收款人：${r.cashierName ?? ''}    打印时间：${chinaDateTime(r.printedAt)}`, { align: 'right' });
  });
}
