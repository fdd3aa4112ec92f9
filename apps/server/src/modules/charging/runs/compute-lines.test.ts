import { describe, expect, it } from 'vitest';
import { houseLines, monthLine, type BindingFacts, type HouseFacts, type MonthInput, type StandardFacts } from './compute-lines';
import { LineMemo } from './keep-line-memo';

// A batch shares one LineMemo between its houses (run-bills.ts): the lines must be the ones each
// month's rule gives on its own. And the rules' figures themselves, on the spec's cases.

const house = (id: number, overrides: Partial<HouseFacts> = {}): HouseFacts => ({
  id,
  estateId: 1,
  buildArea: '89.47',
  useArea: '70.10',
  innerArea: null,
  useState: '1',
  estateChargeArea: '1',
  ...overrides,
});
const standard = (overrides: Partial<StandardFacts> = {}): StandardFacts => ({
  id: 1,
  code: 'WY',
  priceMethod: '1',
  basis: 'area',
  areaType: null,
  unitPrice: '2.3000',
  fixedAmount: null,
  vacantRate: null,
  rounding: 'half_up_2',
  proration: 'actual_days',
  validFrom: '2020-01-01',
  validTo: null,
  tiers: [],
  ...overrides,
});
const binding = (houseId: number, overrides: Partial<BindingFacts> = {}): BindingFacts => ({
  houseId,
  targetType: 'house',
  targetId: houseId,
  itemId: 11,
  standardCode: 'WY',
  startDate: '2020-01-01',
  endDate: null,
  quantity: null,
  ...overrides,
});
const march = { month: '2024-03', chargedFrom: '2024-03-01', chargedTo: '2024-03-31' };
const line = (input: Partial<MonthInput>) => monthLine({ house: house(1), binding: binding(1), standard: standard(), month: march, reading: undefined, dueDays: 10, prorate: true, ...input });

describe('monthLine', () => {
  it('C1: 89.47 m² × 2.30 → 205.78, quantity to 4 places, due on the 11th', () => {
    expect(line({})).toMatchObject({ quantity: '89.4700', unitPrice: '2.3000', fraction: null, gross: '205.78', net: '205.78', dueDate: '2024-03-11', status: 'pending_audit', billKey: '1:11:house:1:2024-03' });
  });

  it('C3: 14 days of March → 14/31 → 92.93; days30 → 14/30', () => {
    const month = { month: '2024-03', chargedFrom: '2024-03-18', chargedTo: '2024-03-31' };
    expect(line({ month })).toMatchObject({ fraction: '14/31', gross: '92.93' });
    expect(line({ month, standard: standard({ proration: 'days30' }) })).toMatchObject({ fraction: '14/30', gross: '96.03' });
    expect(line({ month, prorate: false })).toMatchObject({ fraction: null, gross: '205.78' });
  });

  it('a vacant house pays the vacant rate of the unrounded amount', () => {
    expect(line({ house: house(1, { useState: '5' }), standard: standard({ vacantRate: '0.5000' }) })).toMatchObject({ gross: '102.89', fraction: null });
  });

  it('waits (待计费) without an area, a quantity, a price or a reading, keeping the standard unit price', () => {
    expect(line({ house: house(1, { buildArea: null }) })).toMatchObject({ status: 'pending_calc', remark: '缺少计费面积', quantity: null, gross: null });
    expect(line({ standard: standard({ basis: 'persons' }) })).toMatchObject({ status: 'pending_calc', remark: '缺少计费数量' });
    expect(line({ standard: standard({ priceMethod: '2', unitPrice: '3.0000', fixedAmount: null }) })).toMatchObject({
      status: 'pending_calc',
      remark: '计费标准缺少单价',
      quantity: '1',
      unitPrice: '3.0000',
      gross: null,
    });
    expect(line({ standard: standard({ basis: 'usage' }), binding: binding(1, { targetType: 'meter', targetId: 9 }) })).toMatchObject({ status: 'pending_calc', remark: '待抄表审核', readingId: null });
  });

  it('usage: the reading × price; tiered: the bands; per day: the days charged', () => {
    const meter = binding(1, { targetType: 'meter', targetId: 9 });
    expect(line({ binding: meter, standard: standard({ basis: 'usage', unitPrice: '3.1000' }), reading: { id: 5, usage: '12.50' } })).toMatchObject({ quantity: '12.50', readingId: 5, gross: '38.75' });
    const tiers = [
      { from: '0', to: '10', unitPrice: '1.0000' },
      { from: '10', to: null, unitPrice: '2.0000' },
    ];
    expect(line({ binding: meter, standard: standard({ priceMethod: '3', basis: 'usage', tiers }), reading: { id: 5, usage: '12.50' } })).toMatchObject({ unitPrice: null, gross: '15.00' });
    const days = { month: '2024-03', chargedFrom: '2024-03-18', chargedTo: '2024-03-31' };
    expect(line({ month: days, standard: standard({ priceMethod: '4', unitPrice: '1.5000' }) })).toMatchObject({ quantity: '14.0000', fraction: null, gross: '21.00' });
  });
});

describe('one memo shared by a batch', () => {
  it('gives every line its own month would give, over a grid of standards, houses and ranges', () => {
    const roundings = ['half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0'];
    const prorations = ['actual_days', 'days30', 'none'];
    const kinds: Partial<StandardFacts>[] = [
      { priceMethod: '1', basis: 'area' },
      { priceMethod: '1', basis: 'area', areaType: '2' },
      { priceMethod: '1', basis: 'persons' },
      { priceMethod: '2', basis: 'house', fixedAmount: '150.0000' },
      { priceMethod: '4', basis: 'days', unitPrice: '1.3333' },
      { priceMethod: '1', basis: 'usage', unitPrice: '3.3333' },
    ];
    const standards = new Map<string, StandardFacts[]>();
    const codes: string[] = [];
    for (const [k, kind] of kinds.entries()) {
      for (const [r, rounding] of roundings.entries()) {
        const code = `S${k}-${r}`;
        codes.push(code);
        const proration = prorations[(k + r) % prorations.length]!;
        standards.set(code, [
          standard({ id: codes.length * 2, code, rounding, proration, vacantRate: r % 2 ? '0.7000' : null, validTo: '2024-02-14', ...kind }),
          standard({ id: codes.length * 2 + 1, code, rounding, proration, vacantRate: '0.3333', unitPrice: '2.4500', validFrom: '2024-02-15', ...kind }),
        ]);
      }
    }
    const starts = ['2020-01-01', '2024-01-20', '2024-02-29', '2024-03-15'];
    const ends = [null, '2024-02-10', '2024-03-31', '2024-03-05'];
    const houses = Array.from({ length: 24 }, (_, i) =>
      house(100 + i, { buildArea: i % 7 === 6 ? null : `${80 + (i % 5)}.${String(i * 7).padStart(2, '0')}`, useArea: `${60 + (i % 3)}.5`, useState: i % 4 === 0 ? '5' : '1' }),
    );
    const bindingsOf = (h: HouseFacts, i: number) =>
      codes
        .filter((_, c) => (c + i) % 3 === 0)
        .map((code, c) =>
          binding(h.id, {
            itemId: 10 + c,
            standardCode: code,
            quantity: c % 2 ? '3' : null,
            targetType: code.startsWith('S5') ? 'meter' : 'house',
            startDate: starts[(i + c) % starts.length]!,
            endDate: ends[(i * 3 + c) % ends.length]!,
          }),
        );
    const readings = new Map([
      [`${103}:2024-02`, { id: 1, usage: '17.25' }],
      [`${106}:2024-03`, { id: 2, usage: '4' }],
    ]);
    for (const [from, to, prorate] of [
      ['2024-01-01', '2024-03-31', true],
      ['2024-03-10', '2024-03-25', true],
      ['2024-02-01', '2024-02-29', false],
    ] as const) {
      const memo = new LineMemo();
      let lines = 0;
      for (const [i, h] of houses.entries()) {
        const own = bindingsOf(h, i);
        const dueDays = (itemId: number) => itemId % 4;
        const shared = houseLines({ house: h, bindings: own, standards, readings, dueDays, from, to, prorate, memo });
        const alone = houseLines({ house: h, bindings: own, standards, readings, dueDays, from, to, prorate });
        expect(shared).toEqual(alone);
        lines += shared.length;
      }
      expect(lines).toBeGreaterThan(100);
    }
  });
});
