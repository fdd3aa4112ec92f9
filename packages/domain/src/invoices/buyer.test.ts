import { describe, expect, it } from 'vitest';
import { buyerProblems, isCreditCode, isTaxId } from './buyer';

describe('the buyer of an invoice (国家税务总局公告2017年第16号, notes §1)', () => {
  it.each([
    [
      'a company with its credit code',
      { kind: 'company', name: '上海某某物流有限公司', taxId: '91440300708461136T' },
      'normal',
      [],
    ],
    [
      'a company without a tax id',
      { kind: 'company', name: '上海某某物流有限公司', taxId: '' },
      'normal',
      ['tax_id_missing'],
    ],
    [
      'a company with a mistyped credit code',
      { kind: 'company', name: '某公司', taxId: '91440300708461136X' },
      'normal',
      ['tax_id_invalid'],
    ],
    [
      'a company with an old 15-digit number',
      { kind: 'company', name: '某公司', taxId: '310115123456789' },
      'normal',
      [],
    ],
    ['a person without a tax id', { kind: 'person', name: '张三', taxId: null }, 'normal', []],
    ['a person with an ID number', { kind: 'person', name: '张三', taxId: '11010519491231002X' }, 'normal', []],
    ['a person with something else', { kind: 'person', name: '张三', taxId: '12-34' }, 'normal', ['tax_id_invalid']],
    ['a person asking for a 专票', { kind: 'person', name: '张三' }, 'special', ['special_needs_company']],
    [
      'a company asking for a 专票 with its tax id',
      { kind: 'company', name: '某公司', taxId: '91330100799655058B' },
      'special',
      [],
    ],
    ['no name', { kind: 'person', name: ' ' }, 'normal', ['name_missing']],
  ] as const)('%s', (_case, buyer, kind, problems) => {
    expect(buyerProblems(buyer, kind)).toEqual(problems);
  });

  it('checks the credit code character (GB 32100-2015)', () => {
    expect(isCreditCode('91110108551385082Q')).toBe(true);
    expect(isCreditCode('91110108551385082R')).toBe(false);
    expect(isCreditCode('91110108551385O82Q')).toBe(false);
    expect(isTaxId('91110108551385082Q')).toBe(true);
    expect(isTaxId('12345678901234567890')).toBe(true);
    expect(isTaxId('1234567890123456')).toBe(false);
  });
});
