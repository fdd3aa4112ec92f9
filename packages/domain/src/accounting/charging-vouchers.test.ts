import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { CHART_TEMPLATES } from './charts';
import {
  chargingVouchers,
  defaultChargingTemplate,
  splitVat,
  type ChargingEvent,
  type ChargingEventKind,
  type ChargingVoucher,
  type FeeKind,
} from './charging-vouchers';
import { lineChargingEvents, paymentChargingEvents, type PaymentSourceRow } from './charging-voucher-events';
import { hasChildren } from './subject-valid';
import { submitRefusal, voucherTotals } from './voucher-lines';

const small = defaultChargingTemplate('small');
const day = '2024-04-01';
const ev = (
  kind: ChargingEventKind,
  sourceId: number,
  amount: string,
  more: Partial<ChargingEvent> = {},
): ChargingEvent => ({
  kind,
  sourceId,
  date: day,
  estateId: 1,
  amount,
  ...more,
});
const shape = (v: ChargingVoucher | undefined) => v?.lines.map((l) => [l.summary, l.subjectCode, l.debit, l.credit]);

describe('splitVat', () => {
  it.each([
    ['617.34', '0.06', '582.40', '34.94'],
    ['100.00', '0.06', '94.34', '5.66'],
    ['0.01', '0.06', '0.01', '0.00'],
    ['1090.00', '0.09', '1000.00', '90.00'],
  ])('%s at %s → net %s, tax %s', (gross, rate, net, tax) => {
    expect(splitVat(gross, rate)).toEqual({ net, tax });
  });
});

describe('chargingVouchers: each event through the default template', () => {
  it.each<[string, ChargingEvent, (string | null)[][]]>([
    [
      'A1: a released property line with 6 % VAT',
      ev('bill_released', 1, '617.34', { feeKind: 'property', vatRate: '0.06' }),
      [
        ['确认应收', '112201', '617.34', null],
        ['确认应收', '500101', null, '582.40'],
        ['确认应收', '222101', null, '34.94'],
      ],
    ],
    [
      'a pass-through utility line (no VAT even if a rate is given)',
      ev('bill_released', 2, '88.00', { feeKind: 'utilities', vatRate: '0.09' }),
      [
        ['确认应收', '112203', '88.00', null],
        ['确认应收', '224102', null, '88.00'],
      ],
    ],
    [
      'a cash payment',
      ev('payment', 3, '617.34', { tender: '1', feeKind: 'property' }),
      [
        ['收款-现金', '1001', '617.34', null],
        ['收款-现金', '112201', null, '617.34'],
      ],
    ],
    [
      'a WeChat payment of parking',
      ev('payment', 4, '150.00', { tender: '4', feeKind: 'parking' }),
      [
        ['收款-微信', '1012', '150.00', null],
        ['收款-微信', '112202', null, '150.00'],
      ],
    ],
    [
      'a pre-payment by transfer',
      ev('prepayment', 5, '1200.00', { tender: '2' }),
      [
        ['预收款-转账', '1002', '1200.00', null],
        ['预收款-转账', '220301', null, '1200.00'],
      ],
    ],
    [
      'an offset',
      ev('offset', 6, '205.78', { feeKind: 'property' }),
      [
        ['预收冲抵', '220301', '205.78', null],
        ['预收冲抵', '112201', null, '205.78'],
      ],
    ],
    [
      'a deposit received by card',
      ev('deposit_in', 7, '2000.00', { tender: '3' }),
      [
        ['收押金-刷卡', '1002', '2000.00', null],
        ['收押金-刷卡', '224101', null, '2000.00'],
      ],
    ],
    [
      'a deposit refunded in cash',
      ev('deposit_out', 8, '2000.00', { tender: '1' }),
      [
        ['退押金-现金', '224101', '2000.00', null],
        ['退押金-现金', '1001', null, '2000.00'],
      ],
    ],
    [
      'a late fee by Alipay',
      ev('late_fee', 9, '3.21', { tender: '5' }),
      [
        ['收违约金-支付宝', '1012', '3.21', null],
        ['收违约金-支付宝', '530101', null, '3.21'],
      ],
    ],
    [
      'a pre-payment refund',
      ev('prepayment_refund', 10, '50.00', { tender: '1' }),
      [
        ['退预收款-现金', '220301', '50.00', null],
        ['退预收款-现金', '1001', null, '50.00'],
      ],
    ],
    [
      'a reduction after release',
      ev('reduction', 11, '106.00', { feeKind: 'property', vatRate: '0.06' }),
      [
        ['减免', '500101', '100.00', null],
        ['减免', '222101', '6.00', null],
        ['减免', '112201', null, '106.00'],
      ],
    ],
    [
      'a payment reversal (冲红) is red',
      ev('payment', 12, '617.34', { tender: '1', feeKind: 'property', reversal: true }),
      [
        ['收款-现金', '1001', '-617.34', null],
        ['收款-现金', '112201', null, '-617.34'],
      ],
    ],
  ])('%s', (_name, event, lines) => {
    const vouchers = chargingVouchers([event], small);
    expect(vouchers).toHaveLength(1);
    expect(shape(vouchers[0])).toEqual(lines);
    expect(vouchers[0]?.lines.every((l) => l.sourceIds.includes(event.sourceId) && l.aux.estateId === 1)).toBe(true);
    expect(submitRefusal(vouchers[0]?.lines ?? [], { red: event.reversal })).toBeNull();
  });

  it('uses the 企业会计准则 subjects with that chart', () => {
    const v = chargingVouchers(
      [ev('bill_released', 1, '617.34', { feeKind: 'property', vatRate: '0.06' })],
      defaultChargingTemplate('enterprise'),
    );
    expect(v[0]?.lines.map((l) => l.subjectCode)).toEqual(['112201', '600101', '222101']);
  });
});

describe('chargingVouchers: summarising', () => {
  const events: ChargingEvent[] = [
    ev('payment', 1, '100.00', { tender: '1', feeKind: 'property' }),
    ev('payment', 2, '50.50', { tender: '1', feeKind: 'property' }),
    ev('late_fee', 3, '1.50', { tender: '1' }),
    ev('payment', 4, '80.00', { tender: '4', feeKind: 'property' }),
    ev('payment', 5, '10.00', { tender: '1', feeKind: 'property', estateId: 2 }),
    ev('payment', 6, '20.00', { tender: '1', feeKind: 'property', date: '2024-04-02' }),
    ev('bill_released', 7, '617.34', { feeKind: 'property', vatRate: '0.06' }),
    ev('bill_released', 8, '100.00', { feeKind: 'property', vatRate: '0.06' }),
    ev('payment', 9, '100.00', { tender: '1', feeKind: 'property', reversal: true }),
  ];
  const vouchers = chargingVouchers(events, small);

  it('makes one voucher per day, estate, tender and colour', () => {
    expect(vouchers.map((v) => [v.date, v.estateId, v.tender, v.red])).toEqual([
      [day, 1, null, false],
      [day, 1, '1', false],
      [day, 1, '1', true],
      [day, 1, '4', false],
      [day, 2, '1', false],
      ['2024-04-02', 1, '1', false],
    ]);
    expect(vouchers[1]?.summary).toBe('2024-04-01 收费汇总（现金）');
    expect(vouchers[2]?.summary).toBe('2024-04-01 收费汇总（现金）（冲红）');
  });

  it('sums lines per kind and subject, keeping every source id', () => {
    expect(shape(vouchers[1])).toEqual([
      ['收款-现金', '1001', '150.50', null],
      ['收违约金-现金', '1001', '1.50', null],
      ['收款-现金', '112201', null, '150.50'],
      ['收违约金-现金', '530101', null, '1.50'],
    ]);
    expect(vouchers[1]?.sourceIds).toEqual([1, 2, 3]);
    expect(vouchers[1]?.lines[0]?.sourceIds).toEqual([1, 2]);
  });

  it('splits VAT once on the day’s sum', () => {
    // 717.34 / 1.06 = 676.735… → 676.74; tax 40.60 (per line it would be 582.40 + 94.34 and 34.94 + 5.66).
    expect(shape(vouchers[0])).toEqual([
      ['确认应收', '112201', '717.34', null],
      ['确认应收', '500101', null, '676.74'],
      ['确认应收', '222101', null, '40.60'],
    ]);
  });

  it('refuses bad events with the source named', () => {
    expect(() => chargingVouchers([ev('payment', 5, '1.00', { feeKind: 'property' })], small)).toThrow(
      '来源5：结算方式不正确：',
    );
    expect(() => chargingVouchers([ev('payment', 5, '1.00', { tender: '7', feeKind: 'property' })], small)).toThrow(
      '结算方式不正确：7',
    );
    expect(() => chargingVouchers([ev('payment', 5, '0', { tender: '1', feeKind: 'property' })], small)).toThrow(
      '金额必须大于0，最多2位小数',
    );
    expect(() => chargingVouchers([ev('payment', 5, '1.001', { tender: '1', feeKind: 'property' })], small)).toThrow(
      '金额必须大于0',
    );
    expect(() =>
      chargingVouchers([ev('payment', 5, '1.00', { tender: 'toString', feeKind: 'property' })], small),
    ).toThrow('结算方式不正确：toString');
    expect(() => chargingVouchers([ev('offset', 5, '1.00')], small)).toThrow('缺少费用类别');
    expect(() => chargingVouchers([ev('bill_released', 5, '1.00', { feeKind: 'other', vatRate: '1' })], small)).toThrow(
      '税率必须在0到1之间',
    );
    expect(() => chargingVouchers([ev('late_fee', 5, '1.00', { tender: '1', date: '2024/04/01' })], small)).toThrow(
      '日期格式不正确',
    );
  });

  it('posts only to leaf subjects of the chart', () => {
    const codes = CHART_TEMPLATES.small.map((s) => s.code);
    for (const v of vouchers) for (const l of v.lines) expect(hasChildren(l.subjectCode, codes)).toBe(false);
  });
});

describe('property: every summarised voucher balances and nothing is lost', () => {
  const kinds: ChargingEventKind[] = [
    'bill_released',
    'payment',
    'prepayment',
    'prepayment_refund',
    'offset',
    'deposit_in',
    'deposit_out',
    'late_fee',
    'late_fee_offset',
    'agency_payment',
    'reduction',
  ];
  const event = fc
    .record({
      kind: fc.constantFrom(...kinds),
      fen: fc.integer({ min: 1, max: 99_999_999 }),
      day: fc.integer({ min: 1, max: 3 }),
      estateId: fc.integer({ min: 1, max: 3 }),
      tender: fc.constantFrom('1', '2', '3', '4', '5', '6', '10'),
      feeKind: fc.constantFrom<FeeKind>('property', 'parking', 'utilities', 'other'),
      vatRate: fc.constantFrom('0', '0.06', '0.09', '0.13'),
      reversal: fc.boolean(),
    })
    .map(({ fen, day: d, ...rest }) => ({
      ...rest,
      amount: `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`,
      date: `2024-04-0${d}`,
    }));

  it('Σ debit = Σ credit per voucher, signs follow the colour, and the gross is kept', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 40 }), (raw) => {
        const events = raw.map((e, i): ChargingEvent => ({ ...e, sourceId: i }));
        const vouchers = chargingVouchers(events, small);
        for (const v of vouchers) {
          const totals = voucherTotals(v.lines);
          expect(totals.balanced).toBe(true);
          expect(submitRefusal(v.lines, { red: v.red })).toBeNull();
        }
        // Σ debit over all vouchers = Σ signed gross of the events: VAT splits never lose a fen.
        const expected = events.reduce(
          (s, e) => s.plus(e.reversal ? new Dec(e.amount).negated() : e.amount),
          new Dec(0),
        );
        const actual = vouchers.reduce((s, v) => s.plus(voucherTotals(v.lines).debit), new Dec(0));
        expect(actual.toFixed(2)).toBe(expected.toFixed(2));
        expect(new Set(vouchers.flatMap((v) => v.sourceIds)).size).toBe(events.length);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe('委付 and a late fee paid from the pre-payment (golden cases)', () => {
  const payment = (settleType: string, originalType: string | null = null): PaymentSourceRow => ({
    id: 41,
    day,
    estate_id: 1,
    settle_type: settleType,
    original_type: originalType,
  });
  const prepaid = { principal: '100.00', late_fee: '3.50', source: 'prepay', category: '1', pass_through: false };

  it('books a late fee settled from the pre-payment as Dr 预收账款 / Cr 营业外收入-违约金, beside the offset of the principal', () => {
    const events = paymentChargingEvents(payment('1'), { tenders: [], allocations: [prepaid], entries: [] });
    expect(events.map((e) => [e.kind, e.amount, e.tender ?? null])).toEqual([
      ['offset', '100.00', null],
      ['late_fee_offset', '3.50', null],
    ]);
    const [v, ...rest] = chargingVouchers(events, small);
    expect(rest).toEqual([]);
    expect(v?.tender).toBeNull();
    expect(shape(v)).toEqual([
      ['预收冲抵', '220301', '100.00', null],
      ['预收冲抵违约金', '220301', '3.50', null],
      ['预收冲抵', '112201', null, '100.00'],
      ['预收冲抵违约金', '530101', null, '3.50'],
    ]);
  });

  it('keeps a late fee paid in money on the tender (Dr 现金 / Cr 违约金) and one from the pre-payment apart', () => {
    const events = paymentChargingEvents(payment('1'), {
      tenders: [{ method: '1', amount: '52.00' }],
      allocations: [prepaid, { principal: '50.00', late_fee: '2.00', source: 'money', category: '1', pass_through: false }],
      entries: [],
    });
    const vouchers = chargingVouchers(events, small);
    expect(vouchers.map((v) => v.tender)).toEqual([null, '1']);
    expect(shape(vouchers[1])).toEqual([
      ['收款-现金', '1001', '50.00', null],
      ['收违约金-现金', '1001', '2.00', null],
      ['收款-现金', '112201', null, '50.00'],
      ['收违约金-现金', '530101', null, '2.00'],
    ]);
  });

  it('books 委付 (settle type 10) as Dr 其他应付款-代收水电费 / Cr the tender, split over its tenders', () => {
    const events = paymentChargingEvents(payment('10'), { tenders: [{ method: '2', amount: '-800.00' }, { method: '1', amount: '-20.00' }], allocations: [], entries: [] });
    expect(events.map((e) => [e.kind, e.amount, e.tender])).toEqual([
      ['agency_payment', '800.00', '2'],
      ['agency_payment', '20.00', '1'],
    ]);
    const vouchers = chargingVouchers(events, small);
    expect(vouchers.map((v) => [v.tender, shape(v)])).toEqual([
      ['1', [['委付代收款-现金', '224102', '20.00', null], ['委付代收款-现金', '1001', null, '20.00']]],
      ['2', [['委付代收款-转账', '224102', '800.00', null], ['委付代收款-转账', '1002', null, '800.00']]],
    ]);
    const enterprise = chargingVouchers(events, defaultChargingTemplate('enterprise'));
    expect(enterprise[1]?.lines.map((l) => l.subjectCode)).toEqual(['224102', '1002']);
  });

  it('reverses a 委付 red (冲红 of settle type 10): the same lines, negated, on a red voucher', () => {
    const events = paymentChargingEvents(payment('14', '10'), { tenders: [{ method: '2', amount: '800.00' }], allocations: [], entries: [] });
    const [v] = chargingVouchers(events, small);
    expect(v?.red).toBe(true);
    expect(shape(v)).toEqual([
      ['委付代收款-转账', '224102', '-800.00', null],
      ['委付代收款-转账', '1002', null, '-800.00'],
    ]);
    expect(submitRefusal(v!.lines, { red: true })).toBeNull();
  });
});

describe('销项税额 at each item’s own rate (issue 33)', () => {
  const line = (id: number, net: string, category: string, vat_rate?: string | null) =>
    ({ id, day, estate_id: 1, net, reversal_of: null, adjusts_line_id: null, category, pass_through: false, ...(vat_rate === undefined ? {} : { vat_rate }) });

  it('splits revenue per line at the item’s rate, the template’s rate where the item has none, nothing for 免税', () => {
    const events = lineChargingEvents(
      [line(1, '1060.00', '1', '0.0600'), line(2, '1090.00', '6', '0.0900'), line(3, '100.00', '9', '0.0000'), line(4, '106.00', '9', null)],
      '0.06',
    );
    expect(events.map((e) => e.vatRate)).toEqual(['0.0600', '0.0900', '0.0000', '0.06']);
    const [voucher] = chargingVouchers(events, small);
    const credits = voucher!.lines.filter((l) => l.credit !== null).map((l) => [l.subjectCode, l.credit]);
    const tax = credits.filter(([code]) => code === '222101').reduce((t, [, c]) => t.plus(c ?? '0'), new Dec(0));
    expect(tax.toFixed(2)).toBe('156.00'); // 60.00 + 90.00 + 0 + 6.00
    expect(voucherTotals(voucher!.lines.map((l) => ({ debit: l.debit ?? '0', credit: l.credit ?? '0' })))).toMatchObject({ balanced: true });
  });
});
