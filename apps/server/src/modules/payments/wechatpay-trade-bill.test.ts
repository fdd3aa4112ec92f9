import { describe, expect, it } from 'vitest';
import { parseTradeBill, WechatpayBillError } from './wechatpay-trade-bill';

// A SUCCESS bill (20 columns) in the shape of the SDK samples (payments note §5).
const SUCCESS_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,商品名称,商户数据包,手续费,费率,订单金额,费率备注';
const row = (no: string, amount: string, fee: string, name = '物业费') =>
  [
    '2024-05-10 09:00:00',
    'wxd678efh567hg6787',
    '1900000109',
    '0',
    '',
    `42000000${no}`,
    `PM${no}`,
    'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    'NATIVE',
    'SUCCESS',
    'OTHERS',
    'CNY',
    amount,
    '0.00',
    name,
    '',
    fee,
    '0.60%',
    amount,
    '',
  ]
    .map((f) => `\`${f}`)
    .join(',');

describe('reading a trade bill', () => {
  it('reads a SUCCESS bill by its column names, amounts as decimal text', () => {
    const text = [
      SUCCESS_HEADER,
      row('1', '285.51', '1.71000'),
      row('2', '0.50', '0.00000', '车位费,2024年5月'),
      '总交易单数,应结订单总金额,手续费总金额,订单总金额',
      '`2,`286.01,`1.71000,`286.01',
      '',
    ].join('\r\n');
    const bill = parseTradeBill(`\uFEFF${text}`);
    expect(bill.rows).toHaveLength(2);
    expect(bill.rows[0]).toMatchObject({
      tradeTime: '2024-05-10 09:00:00',
      outTradeNo: 'PM1',
      transactionId: '420000001',
      tradeState: 'SUCCESS',
      settlementTotal: '285.51',
      fee: '1.71000',
      feeRate: '0.60%',
      orderAmount: '285.51',
      subMchid: '0',
    });
    expect(bill.rows[0]?.refundAmount).toBeUndefined();
    // a comma inside a field stays: fields are split at ",`"
    expect(bill.rows[1]?.description).toBe('车位费,2024年5月');
    expect(bill.summary).toEqual({ count: 2, settlementTotal: '286.01', feeTotal: '1.71000', orderTotal: '286.01' });
  });

  it.each([
    ['no summary', [SUCCESS_HEADER, row('1', '1.00', '0.01000')].join('\n')],
    [
      'a row with the wrong column count',
      [SUCCESS_HEADER, '`a,`b', '总交易单数,应结订单总金额,手续费总金额,订单总金额', '`1,`1.00,`0.01000,`1.00'].join(
        '\n',
      ),
    ],
    [
      'an amount that is not a decimal',
      [
        SUCCESS_HEADER,
        row('1', '1,00', '0.01000'),
        '总交易单数,应结订单总金额,手续费总金额,订单总金额',
        '`1,`1.00,`0.01000,`1.00',
      ].join('\n'),
    ],
    [
      'a summary without its count',
      [
        SUCCESS_HEADER,
        row('1', '1.00', '0.01000'),
        '总交易单数,应结订单总金额,手续费总金额,订单总金额',
        '`x,`1.00,`0.01000,`1.00',
      ].join('\n'),
    ],
    ['an error page', '<html>404</html>'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseTradeBill(text)).toThrow(WechatpayBillError);
  });
});
