import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { publicEntry, repairEntry } from './account-entry';
import { allocateInterest, repairFundShare, splitWithdrawal } from './repair-fund';

describe('repairFundShare: area × local rate, once to the fen', () => {
  it.each<[string | null, string, string]>([
    ['89.50', '50', '4475.00'],
    ['89.57', '35.5', '3179.74'], // 3179.735 rounds half up
    ['100.00', '0.0125', '1.25'],
    ['0.01', '0.4', '0.00'],
    [null, '50', '0.00'],
  ])('%s ㎡ × %s 元/㎡ = %s', (area, rate, due) => expect(repairFundShare(area, rate)).toBe(due));
});

describe('allocateInterest: by balance, exact to the fen by largest remainder', () => {
  it('splits 100.00 over three equal balances 33.34 / 33.33 / 33.33, the lowest house first', () => {
    const r = allocateInterest('100.00', [
      { houseId: 3, weight: '1000.00' },
      { houseId: 1, weight: '1000.00' },
      { houseId: 2, weight: '1000.00' },
    ]);
    expect(r).toEqual({ parts: [{ houseId: 3, amount: '33.33' }, { houseId: 1, amount: '33.34' }, { houseId: 2, amount: '33.33' }] });
  });
  it('gives a house with nothing in the fund nothing', () => {
    expect(allocateInterest('10.00', [{ houseId: 1, weight: '0.00' }, { houseId: 2, weight: '500.00' }])).toEqual({
      parts: [{ houseId: 1, amount: '0.00' }, { houseId: 2, amount: '10.00' }],
    });
  });
  it.each<[string, string]>([
    ['0.00', '利息金额必须大于0'],
    ['-1.00', '利息金额必须大于0'],
  ])('refuses interest %s', (interest, error) => expect(allocateInterest(interest, [{ houseId: 1, weight: '1' }])).toEqual({ error }));
  it('refuses when no house holds anything', () =>
    expect(allocateInterest('1.00', [{ houseId: 1, weight: '0' }])).toEqual({ error: '维修资金账户没有余额，无法分配利息' }));
  it('refuses an interest with a third decimal', () => expect(allocateInterest('1.005', [{ houseId: 1, weight: '1' }])).toEqual({ error: '分摊金额最多2位小数' }));

  it('always sums to the interest exactly, each part within a fen of its exact share', () => {
    const fen = fc.integer({ min: 1, max: 100_000_000 });
    const balances = fc.array(fc.integer({ min: 0, max: 500_000_00 }), { minLength: 1, maxLength: 40 }).filter((b) => b.some((x) => x > 0));
    fc.assert(
      fc.property(fen, balances, (interestFen, bal) => {
        const interest = new Dec(interestFen).dividedBy(100).toFixed(2);
        const weights = bal.map((b, i) => ({ houseId: i + 1, weight: new Dec(b).dividedBy(100).toFixed(2) }));
        const r = allocateInterest(interest, weights);
        if ('error' in r) throw new Error(r.error);
        const sum = r.parts.reduce((s, p) => s.plus(p.amount), new Dec(0));
        expect(sum.toFixed(2)).toBe(interest);
        const total = bal.reduce((a, b) => a + b, 0);
        r.parts.forEach((p, i) => {
          const exact = new Dec(interest).times(bal[i]!).dividedBy(total);
          expect(new Dec(p.amount).minus(exact).abs().lessThan('0.01')).toBe(true);
          if (bal[i] === 0) expect(p.amount).toBe('0.00');
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('splitWithdrawal: a project cost by area, each part covered by the house', () => {
  const houses = [
    { houseId: 1, area: '70.50', balance: '500.00' },
    { houseId: 2, area: '89.30', balance: '500.00' },
    { houseId: 3, area: '120.20', balance: '500.00' },
  ];
  it('charges by area to the fen and sums exactly', () =>
    expect(splitWithdrawal('1000.00', houses)).toEqual({ parts: [{ houseId: 1, amount: '251.79' }, { houseId: 2, amount: '318.93' }, { houseId: 3, amount: '429.28' }] }));
  it('names the houses whose balance is short and writes nothing', () =>
    expect(splitWithdrawal('1500.00', houses)).toEqual({ error: '1户维修资金余额不足，不能使用', short: [3] }));
  it('refuses nothing to withdraw', () => expect(splitWithdrawal('0', houses)).toEqual({ error: '使用金额必须大于0' }));
});

describe('account entries', () => {
  it.each<[string, Parameters<typeof publicEntry>[0], unknown]>([
    ['income in', { direction: 'income', kind: 'advertising', amount: '1200.00', sourceDoc: '广告合同GG-01', balance: '0' }, { amount: '1200.00', kindName: '广告收益' }],
    ['spending out', { direction: 'spending', kind: 'repair', amount: '300', sourceDoc: '发票001', balance: '300.00' }, { amount: '-300.00', kindName: '共用部位维修养护' }],
    ['spending above the balance', { direction: 'spending', kind: 'repair', amount: '300.01', sourceDoc: '发票001', balance: '300.00' }, { error: '支出金额超过公共账户余额（余额300.00元）', field: 'amount' }],
    ['three decimals', { direction: 'income', kind: 'rent', amount: '1.005', sourceDoc: 'x', balance: '0' }, { error: '金额最多2位小数', field: 'amount' }],
    ['a float', { direction: 'income', kind: 'rent', amount: 0.1, sourceDoc: 'x', balance: '0' }, { error: '金额不能以浮点数传递，请使用文本', field: 'amount' }],
    ['zero', { direction: 'income', kind: 'rent', amount: '0.00', sourceDoc: 'x', balance: '0' }, { error: '金额必须大于0', field: 'amount' }],
    ['no source document', { direction: 'income', kind: 'parking', amount: '1', sourceDoc: ' ', balance: '0' }, { error: '请填写来源单据', field: 'sourceDoc' }],
    ['a spending kind as income', { direction: 'income', kind: 'repair', amount: '1', sourceDoc: 'x', balance: '0' }, { error: '收益类别不正确', field: 'kind' }],
  ])('public: %s', (_, input, expected) => expect(publicEntry(input)).toEqual(expected));

  it.each<[string, Parameters<typeof repairEntry>[0], unknown]>([
    ['deposit in', { kind: 'deposit', amount: '4475', balance: '0' }, { amount: '4475.00', kindName: '交存' }],
    ['interest in', { kind: 'interest', amount: '0.01', balance: '0' }, { amount: '0.01', kindName: '增值分配' }],
    ['withdrawal to zero', { kind: 'withdrawal', amount: '10.00', balance: '10.00' }, { amount: '-10.00', kindName: '使用' }],
    ['withdrawal above the balance', { kind: 'withdrawal', amount: '10.01', balance: '10.00' }, { error: '金额超过维修资金余额（余额10.00元）', field: 'amount' }],
    ['refund above the balance', { kind: 'refund', amount: '1', balance: '0' }, { error: '金额超过维修资金余额（余额0.00元）', field: 'amount' }],
  ])('repair: %s', (_, input, expected) => expect(repairEntry(input)).toEqual(expected));
});
