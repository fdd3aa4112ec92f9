import { describe, expect, it } from 'vitest';
import { postLines, trialBalance } from './balances';
import { CHART_TEMPLATES, chartRoles } from './charts';
import { chargingVouchers, defaultChargingTemplate } from './charging-vouchers';
import { depreciationFor, depreciationRunRefusal, depreciationSchedule, type DepreciableAsset } from './depreciation';
import { canClose, profitClosingLines, yearEndLines } from './period-close';
import { evaluateFormula, validateFormula, type SubjectFigures } from './report-formula';
import { postingSubjectRefusal } from './subject-valid';
import { checkVoucherLines, reversalLines, submitRefusal, voucherTotals, type VoucherLineInput } from './voucher-lines';
import { closeNumbering } from './voucher-numbers';
import { voucherTransition } from './voucher-status';

// The golden cases of the accounting note §8, one row each, run through the exported rules.
const chart = CHART_TEMPLATES.small;
const directions = new Map(chart.map((s) => [s.code, s.direction]));
const dr = (subjectCode: string, amount: string): VoucherLineInput => ({ subjectCode, debit: amount, credit: null });
const cr = (subjectCode: string, amount: string): VoucherLineInput => ({ subjectCode, debit: null, credit: amount });
const a1 = [dr('112201', '617.34'), cr('500101', '582.40'), cr('222101', '34.94')];
const figure = (code: string, direction: 'debit' | 'credit', closing: string): SubjectFigures => ({
  code,
  direction,
  closing,
  opening: '0',
  debit: '0',
  credit: '0',
  yearDebit: '0',
  yearCredit: '0',
  yearOpening: '0',
});
const sumOf = (amounts: string[]) => voucherTotals(amounts.map((a) => dr('1', a))).debit;
const asset = (lifeMonths: number, cost: string, acquiredOn: string): DepreciableAsset => ({
  cost,
  residualRate: '0.05',
  lifeMonths,
  method: 1,
  acquiredOn,
});
const closing = (code: string) => {
  const rows = postLines(
    [
      { code: '1002', direction: 'debit', opening: '50000.00', debit: '0', credit: '0' },
      { code: '3001', direction: 'credit', opening: '50000.00', debit: '0', credit: '0' },
    ],
    [...a1, dr('1002', '617.34'), cr('112201', '617.34'), dr('1002', '1200.00'), cr('220301', '1200.00')],
    directions,
  );
  const tb = trialBalance(rows, { scheme: '4-2-2', directions });
  return code === 'Σ'
    ? [tb.totals.closingDebit, tb.totals.closingCredit]
    : tb.rows.find((r) => r.code === code)?.closing;
};

describe('accounting golden cases (note §8)', () => {
  it.each<[string, string, () => unknown, unknown]>([
    [
      'A1',
      'VAT split and balance',
      () => [
        submitRefusal(a1),
        chargingVouchers(
          [
            {
              kind: 'bill_released',
              sourceId: 1,
              date: '2024-04-01',
              estateId: 1,
              amount: '617.34',
              feeKind: 'property',
              vatRate: '0.06',
            },
          ],
          defaultChargingTemplate('small'),
        )[0]?.lines.map((l) => l.debit ?? l.credit),
      ],
      [null, ['617.34', '582.40', '34.94']],
    ],
    [
      'A2',
      'unbalanced submit',
      () => submitRefusal([dr('1002', '100.00'), cr('112201', '99.99')]),
      '借贷不平：借方合计100.00，贷方合计99.99',
    ],
    [
      'A3',
      'both sides; neither side',
      () => [
        checkVoucherLines([{ subjectCode: '1002', debit: '10', credit: '10' }])[0]?.message,
        checkVoucherLines([{ subjectCode: '1002', debit: '0', credit: '0' }])[0]?.message,
      ],
      ['借方和贷方只能填写一方', '借方或贷方必须填写金额'],
    ],
    [
      'A4',
      'post to a parent',
      () => postingSubjectRefusal('1122', chart),
      '科目1122 应收账款有下级科目，只能往下级科目记账',
    ],
    [
      'A5',
      'maker audits',
      () => voucherTransition('submitted', 'audit', { userId: 7 }, { makerId: 7 }),
      { ok: false, code: 'accounting.maker_cannot_audit', message: '制单人与审核人不能为同一人' },
    ],
    [
      'A6',
      'edit posted; 冲销',
      () => [
        voucherTransition('posted', 'save', { userId: 7 }, { makerId: 7 }).ok,
        voucherTransition('posted', 'reverse', { userId: 8 }, { makerId: 7 }).ok,
        reversalLines(a1).map((l) => l.debit ?? l.credit),
      ],
      [false, true, ['-617.34', '-582.40', '-34.94']],
    ],
    [
      'A7',
      'post into closed 2024-03',
      () => voucherTransition('audited', 'post', { userId: 8 }, { makerId: 7, periodClosed: true, period: '2024-03' }),
      { ok: false, code: 'accounting.period_closed', message: '会计期间2024-03已结账，不能登账' },
    ],
    [
      'A8',
      'previous period open',
      () => canClose({ period: '2024-04', previousClosed: false, pendingVouchers: 0 })?.message,
      '上一会计期间2024-03尚未结账，不能结账2024-04',
    ],
    [
      'A9',
      'a 待审核 voucher',
      () => canClose({ period: '2024-04', previousClosed: true, pendingVouchers: 1 })?.message,
      '会计期间2024-04有1张凭证未登账，不能结账',
    ],
    [
      'A10',
      '结转损益',
      () =>
        profitClosingLines(
          [
            { code: '5001', direction: 'credit', balance: '10000.00' },
            { code: '5602', direction: 'debit', balance: '6000.00' },
          ],
          '3103',
        ).map((l) => [l.subjectCode, l.debit, l.credit]),
      [
        ['5001', '10000.00', null],
        ['5602', null, '6000.00'],
        ['3103', null, '10000.00'],
        ['3103', '6000.00', null],
      ],
    ],
    [
      'A11',
      'December 本年利润',
      () =>
        yearEndLines('48000.00', {
          currentYearProfit: '3103',
          profitDistribution: chartRoles('small').profitDistribution,
        }).map((l) => [l.subjectCode, l.debit, l.credit]),
      [
        ['3103', '48000.00', null],
        ['3104', null, '48000.00'],
      ],
    ],
    [
      'A12',
      'trial balance',
      () => [
        closing('1002'),
        closing('1122'),
        closing('2203'),
        closing('5001'),
        closing('2221'),
        closing('3001'),
        closing('Σ'),
      ],
      ['51817.34', '0.00', '1200.00', '582.40', '34.94', '50000.00', ['51817.34', '51817.34']],
    ],
    [
      'A13',
      '应收账款 with a credit child',
      () => {
        const subjects = [
          figure('112201', 'debit', '300'),
          figure('112202', 'debit', '-50'),
          figure('220301', 'credit', '-20'),
        ];
        const value = (text: string) => {
          const r = validateFormula(text, ['1122', '112201', '112202', '2203', '220301'], []);
          return r.ok ? evaluateFormula(r.ast, { subjects }) : r.message;
        };
        return [value('SUBJ(1122,QM,D)+SUBJ(2203,QM,D)'), value('SUBJ(2203,QM,C)+SUBJ(1122,QM,C)')];
      },
      ['320.00', '50.00'],
    ],
    [
      'A14',
      '190.00 from 2024-04, none in 2024-03',
      () => {
        const a = asset(60, '12000.00', '2024-03-15');
        return [depreciationFor(a, '2024-03'), depreciationSchedule(a)[0]];
      },
      ['0.00', { period: '2024-04', amount: '190.00', accumulated: '190.00', netValue: '11810.00' }],
    ],
    [
      'A15',
      '263.89 × 35 + 263.85',
      () => {
        const s = depreciationSchedule(asset(36, '10000.00', '2024-01-01')).map((m) => m.amount);
        return [new Set(s.slice(0, 35)), s[35], sumOf(s)];
      },
      [new Set(['263.89']), '263.85', '9500.00'],
    ],
    [
      'A16',
      'depreciate 2024-04 twice',
      () => depreciationRunRefusal({ code: 'FA-0001' }, '2024-04', ['2024-04']),
      '固定资产FA-0001在2024-04已计提折旧，不能重复计提',
    ],
    [
      'A17',
      'renumber or report the gap',
      () => [closeNumbering('记', [1, 2, 4, 5], true).renumber, closeNumbering('记', [1, 2, 4, 5], false).message],
      [
        [
          { from: 4, to: 3 },
          { from: 5, to: 4 },
        ],
        '凭证号不连续，缺少记-0003',
      ],
    ],
    [
      'A18',
      'unknown subject refused at save',
      () =>
        validateFormula(
          'SUBJ(1122,QM)+SUBJ(9999,QM)',
          chart.map((s) => s.code),
          [],
        ),
      { ok: false, message: '第15个字符处：科目9999不存在', position: 14 },
    ],
  ])('%s %s', (_id, _case, run, expected) => {
    expect(run()).toEqual(expected);
  });
});
