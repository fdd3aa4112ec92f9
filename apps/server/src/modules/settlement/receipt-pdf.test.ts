import { describe, expect, test } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderReceiptPdf } from './print-receipt-pdf';
import type { ReceiptSheetData } from './print-receipt';

// The process zone cannot be switched reliably once Node runs, so the instants are explicit: a
// receipt issued at 21:41 UTC on 28 November is 05:41 on the 29th in China, and that is what the
// paper says, in the same YYYY-MM-DD HH:mm the screens show.
const sheet: ReceiptSheetData = {
  receiptId: 1,
  number: 'SJ2026000123',
  copyNo: 1,
  copy: false,
  voided: false,
  voidReason: null,
  companyName: '安居物业',
  estateName: '安居花园',
  houseName: '1栋0101',
  payerName: '张三',
  settleTypeName: '收费',
  lines: [{ itemName: '物业管理费', period: '2026-11', principal: '205.78', lateFee: '0.00', amount: '205.78' }],
  accounts: [],
  tenders: [{ methodName: '现金', amount: '205.78', reference: null }],
  total: '205.78',
  totalInWords: '贰佰零伍元柒角捌分',
  received: null,
  changeGiven: null,
  cashierName: '李收银',
  issuedAt: '2026-11-28T21:41:00.000Z',
  printedAt: '2026-11-28T23:59:30.000Z',
  remark: null,
};

describe('receipt PDF', () => {
  test('writes the issue and print times on China’s clock, YYYY-MM-DD HH:mm', async () => {
    const text = await renderReceiptPdf(sheet).then(pdfText);
    expect(text).toContain('收据号：SJ2026000123');
    expect(text).toContain('开具时间：2026-11-29 05:41');
    expect(text).toContain('打印时间：2026-11-29 07:59');
    expect(text).not.toMatch(/2026\/11/);
  });

  test('prints 实收 and 找零 when change was given back, and neither otherwise', async () => {
    const withChange = await renderReceiptPdf({ ...sheet, received: '300.00', changeGiven: '94.22' }).then(pdfText);
    expect(withChange).toContain('实收：300.00');
    expect(withChange).toContain('找零：94.22');
    expect(await renderReceiptPdf(sheet).then(pdfText)).not.toContain('找零');
  });
});
