import { describe, expect, it } from 'vitest';
import { expectedFee } from './recon-fee';
import { matchTradeBill, type ReconBillRow, type ReconInput, type ReconOrder, type ReconRefund } from './recon-match';
import { settlementFee, settlementVoucherLines } from './recon-settlement';

const DAY = '2024-05-10';

function pay(outTradeNo: string, amount: string, fee: string, extra: Partial<ReconBillRow> = {}): ReconBillRow {
  return { tradeTime: `${DAY} 10:00:00`, transactionId: `42000${outTradeNo}`, outTradeNo, tradeState: 'SUCCESS', settlementTotal: amount, orderAmount: amount, attach: '', fee, feeRate: '0.60%', ...extra };
}
function refundRow(outTradeNo: string, outRefundNo: string, amount: string, fee: string): ReconBillRow {
  return { ...pay(outTradeNo, '0.00', fee), tradeState: 'REFUND', outRefundNo, refundAmount: amount, requestedRefund: amount, refundStatus: 'SUCCESS' };
}
const order = (orderId: number, outTradeNo: string, amount: string, paidDay: string | null = DAY, companyId = 1, method = '6'): ReconOrder => ({ orderId, companyId, outTradeNo, amount, paidDay, method });
const ourRefund = (refundId: number, outRefundNo: string, outTradeNo: string, amount: string, extra: Partial<ReconRefund> = {}): ReconRefund => ({
  refundId,
  companyId: 1,
  outRefundNo,
  outTradeNo,
  amount,
  state: 'success',
  acceptedDay: DAY,
  method: '6',
  ...extra,
});
const input = (over: Partial<ReconInput>): ReconInput => ({ billDate: DAY, rows: [], summary: null, orders: [], refunds: [], companies: new Set([1, 2]), ...over });

// Golden case P3 (payments note §7): 0.60 %, pays A 285.51, B 100.00, C 0.50, B refunded 100.00 the same day.
const P3_ROWS = [pay('A', '285.51', '1.71000'), pay('B', '100.00', '0.60000'), pay('C', '0.50', '0.00000'), refundRow('B', 'RB', '100.00', '-0.60000')];
const P3_SUMMARY = { count: 4, settlementTotal: '386.01', refundTotal: '100.00', feeTotal: '1.71000', orderTotal: '386.01', requestedRefundTotal: '100.00' };
const P3_ORDERS = [order(1, 'A', '285.51'), order(2, 'B', '100.00'), order(3, 'C', '0.50')];

describe('golden case P3: fees and the summary', () => {
  it('fees are amount × rate half up to the fen per row: 1.71 (1.71306), 0.60, 0.00 (0.003); the refund −0.60', () => {
    expect(expectedFee('285.51', '0.60%', false)?.toFixed(2)).toBe('1.71');
    expect(expectedFee('100.00', '0.60%', false)?.toFixed(2)).toBe('0.60');
    expect(expectedFee('0.50', '0.60%', false)?.toFixed(2)).toBe('0.00');
    expect(expectedFee('100.00', '0.60%', true)?.toFixed(2)).toBe('-0.60');
    expect(expectedFee('6.00', '0.60%', false)?.toFixed(2)).toBe('0.04');
    expect(expectedFee('60.00', '0.54%', false)?.toFixed(2)).toBe('0.32');
    expect(expectedFee('1.00', 'n/a', false)).toBeNull();
  });

  it('matches every row, the summary agrees, and the day nets 284.30 to the bank', () => {
    const r = matchTradeBill(input({ rows: P3_ROWS, summary: P3_SUMMARY, orders: P3_ORDERS, refunds: [ourRefund(9, 'RB', 'B', '100.00')] }));
    expect(r.differences).toEqual([]);
    expect(r.summaryProblems).toEqual([]);
    expect(r.matchedRows).toEqual([0, 1, 2, 3]);
    expect(r.matchedOrders).toEqual([1, 2, 3]);
    expect(r.matchedRefunds).toEqual([9]);
    expect(r.bill).toEqual({ rows: 4, payments: 3, paymentTotal: '386.01', refunds: 1, refundTotal: '100.00', fee: '1.71000' });
    expect(r.ours).toEqual({ payments: 3, paymentTotal: '386.01', refunds: 1, refundTotal: '100.00' });
    expect(settlementFee(r.bill.fee)).toBe('1.71');
    const lines = settlementVoucherLines(DAY, [{ subjectCode: '1012', receipts: r.bill.paymentTotal, refunds: r.bill.refundTotal }], r.bill.fee, { bank: '1002', fee: '5603' });
    expect(lines).toEqual([
      { summary: '微信支付2024-05-10结算到账', subjectCode: '1002', debit: '284.30', credit: '0.00' },
      { summary: '微信支付2024-05-10手续费', subjectCode: '5603', debit: '1.71', credit: '0.00' },
      { summary: '微信支付2024-05-10线上收款清算', subjectCode: '1012', debit: '0.00', credit: '286.01' },
    ]);
  });

  it.each([
    ['a row left out', { count: 3 }, '总交易单数：汇总 3，明细 4 行'],
    ['应结订单总金额 off by a fen', { settlementTotal: '386.02' }, '应结订单总金额：汇总 386.02，明细合计 386.01'],
    ['退款总金额', { refundTotal: '99.00' }, '退款总金额：汇总 99.00，明细合计 100.00'],
    ['手续费总金额', { feeTotal: '1.72000' }, '手续费总金额：汇总 1.72000，明细合计 1.71000'],
    ['订单总金额', { orderTotal: '0.00' }, '订单总金额：汇总 0.00，明细合计 386.01'],
    ['申请退款总金额', { requestedRefundTotal: '1.00' }, '申请退款总金额：汇总 1.00，明细合计 100.00'],
  ])('a summary that does not add up is named: %s', (_, change, problem) => {
    const r = matchTradeBill(input({ rows: P3_ROWS, summary: { ...P3_SUMMARY, ...change }, orders: P3_ORDERS, refunds: [ourRefund(9, 'RB', 'B', '100.00')] }));
    expect(r.summaryProblems).toEqual([problem]);
  });
});

describe('golden case P4: a payment across midnight is dated by its success time', () => {
  // Created 2024-05-10 23:59:40, success_time 2024-05-11T00:00:05+08:00: our paid_at is the success time.
  const late = order(7, 'LATE', '88.00', '2024-05-11');
  const row = pay('LATE', '88.00', '0.53000', { tradeTime: '2024-05-11 00:00:05' });

  it('the 05-10 bill lacks it and our 05-10 has nothing to miss: no false 短款', () => {
    const r = matchTradeBill(input({ rows: [], orders: [late] }));
    expect(r.differences).toEqual([]);
    expect(r.ours.payments).toBe(0);
  });

  it('the 05-11 bill holds it and it matches our 05-11 payment: no false 长款', () => {
    const r = matchTradeBill(input({ billDate: '2024-05-11', rows: [row], orders: [late] }));
    expect(r.differences).toEqual([]);
    expect(r.matchedOrders).toEqual([7]);
  });

  it('dated by creation instead (our 05-10), it would be a 短款 on 05-10 and matched across days on 05-11', () => {
    const byCreation = { ...late, paidDay: DAY };
    expect(matchTradeBill(input({ orders: [byCreation] })).differences.map((d) => d.kind)).toEqual(['short']);
    const next = matchTradeBill(input({ billDate: '2024-05-11', rows: [row], orders: [byCreation] }));
    expect(next.differences).toEqual([]);
    expect(next.crossDay).toEqual([{ kind: 'payment', key: 'LATE', day: DAY }]);
  });
});

describe('each kind of difference', () => {
  const kinds = (over: Partial<ReconInput>) => matchTradeBill(input(over)).differences.map((d) => [d.kind, d.outRefundNo ?? d.outTradeNo, d.ours, d.theirs, d.companyId]);

  it.each<[string, Partial<ReconInput>, unknown[][]]>([
    ['长款: a paid order we never saw, company from attach c2', { rows: [pay('X', '12.00', '0.07000', { attach: 'c2' })] }, [['long', 'X', null, '12.00', 2]]],
    ['长款 of ours: our order is not paid here', { rows: [pay('A', '12.00', '0.07000')], orders: [order(1, 'A', '12.00', null)] }, [['long', 'A', null, '12.00', 1]]],
    ['长款 with an attach naming no company: not attributed', { rows: [pay('X', '12.00', '0.07000', { attach: 'c99' })] }, [['long', 'X', null, '12.00', null]]],
    ['长款: the same order twice in the bill', { rows: [pay('A', '12.00', '0.07000'), pay('A', '12.00', '0.07000')], orders: [order(1, 'A', '12.00')] }, [['long', 'A', null, '12.00', 1]]],
    ['短款: our payment the bill lacks', { orders: [order(1, 'A', '12.00')] }, [['short', 'A', '12.00', null, 1]]],
    ['金额不符: the bill shows another amount', { rows: [pay('A', '13.00', '0.08000')], orders: [order(1, 'A', '12.00')] }, [['amount', 'A', '12.00', '13.00', 1]]],
    ['手续费不符: 12.00 × 0.60% is 0.07, not 0.08', { rows: [pay('A', '12.00', '0.08000')], orders: [order(1, 'A', '12.00')] }, [['fee', 'A', '0.07000', '0.08000', 1]]],
    ['退款长款: a refund row we have no refund for', { rows: [refundRow('A', 'R1', '5.00', '-0.03000')], orders: [order(1, 'A', '12.00', '2024-05-01')] }, [['refund_long', 'R1', null, '5.00', 1]]],
    ['退款短款: our accepted refund the bill lacks', { refunds: [ourRefund(3, 'R1', 'A', '5.00')] }, [['refund_short', 'R1', '5.00', null, 1]]],
    ['退款金额不符', { rows: [refundRow('A', 'R1', '6.00', '-0.04000')], refunds: [ourRefund(3, 'R1', 'A', '5.00')] }, [['refund_amount', 'R1', '5.00', '6.00', 1]]],
    ['退款状态不符: the bill counts a refund that closed here', { rows: [refundRow('A', 'R1', '5.00', '-0.03000')], refunds: [ourRefund(3, 'R1', 'A', '5.00', { state: 'closed' })] }, [['refund_state', 'R1', '5.00', '5.00', 1]]],
    ['退款 accepted another day: matched across days', { rows: [refundRow('A', 'R1', '5.00', '-0.03000')], refunds: [ourRefund(3, 'R1', 'A', '5.00', { acceptedDay: '2024-05-09' })] }, []],
    ['a sending refund (not accepted) is not expected in the bill', { refunds: [ourRefund(3, 'R1', 'A', '5.00', { state: 'sending', acceptedDay: null })] }, []],
  ])('%s', (_, over, expected) => {
    expect(kinds(over)).toEqual(expected);
  });

  it('figures per company: the bill rows attributed by our order or the attach, and our own rows', () => {
    const r = matchTradeBill(
      input({
        rows: [pay('A', '10.00', '0.06000'), pay('L', '30.00', '0.18000'), refundRow('L', 'RL', '5.00', '-0.03000'), pay('X', '20.00', '0.12000', { attach: 'c2' }), pay('Y', '1.00', '0.01000')],
        orders: [order(1, 'A', '10.00'), order(4, 'L', '30.00', DAY, 1, '10'), order(2, 'B', '3.00', DAY, 2)],
      }),
    );
    expect(r.companies).toEqual([
      {
        companyId: 1,
        bill: {
          payments: 2,
          paymentTotal: '40.00',
          refunds: 1,
          refundTotal: '5.00',
          fee: '0.21000',
          byMethod: [
            { method: '10', receipts: '30.00', refunds: '5.00' },
            { method: '6', receipts: '10.00', refunds: '0.00' },
          ],
        },
        ours: { payments: 2, paymentTotal: '40.00', refunds: 0, refundTotal: '0.00' },
      },
      { companyId: 2, bill: { payments: 1, paymentTotal: '20.00', refunds: 0, refundTotal: '0.00', fee: '0.12000', byMethod: [{ method: '6', receipts: '20.00', refunds: '0.00' }] }, ours: { payments: 1, paymentTotal: '3.00', refunds: 0, refundTotal: '0.00' } },
    ]);
    expect(r.bill.paymentTotal).toBe('61.00');
  });
});

describe('the settlement voucher', () => {
  it('a day of refunds only pays back: 贷 银行存款, the fee returned 贷 财务费用, 借 the clearing subject', () => {
    expect(settlementVoucherLines(DAY, [{ subjectCode: '1012', receipts: '0.00', refunds: '100.00' }], '-0.60000', { bank: '1002', fee: '6603' })).toEqual([
      { summary: '微信支付2024-05-10结算到账', subjectCode: '1002', debit: '0.00', credit: '99.40' },
      { summary: '微信支付2024-05-10手续费', subjectCode: '6603', debit: '0.00', credit: '0.60' },
      { summary: '微信支付2024-05-10线上收款清算', subjectCode: '1012', debit: '100.00', credit: '0.00' },
    ]);
  });

  it('two clearing subjects (methods 6 and 10 re-pointed) each credited; the fee rounded once from 5 decimals', () => {
    const lines = settlementVoucherLines(DAY, [{ subjectCode: '101202', receipts: '50.00', refunds: '0' }, { subjectCode: '101201', receipts: '0.50', refunds: '0' }, { subjectCode: '101202', receipts: '10.00', refunds: '0' }], '0.30500', { bank: '1002', fee: '5603' });
    expect(lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['1002', '60.19', '0.00'],
      ['5603', '0.31', '0.00'],
      ['101201', '0.00', '0.50'],
      ['101202', '0.00', '60.00'],
    ]);
  });

  it('nothing moved: no lines', () => {
    expect(settlementVoucherLines(DAY, [], '0.00000', { bank: '1002', fee: '5603' })).toEqual([]);
  });
});
