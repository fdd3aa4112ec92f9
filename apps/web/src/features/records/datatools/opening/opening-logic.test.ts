import type { Subject } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import {
  counterSubjectOptions,
  defaultCounterSubject,
  isZeroAmount,
  percentDone,
  shownImport,
  undoBlocked,
} from './opening-logic';

/** A subject of the chart; a leaf and active unless told. */
function subject(code: string, name: string, fullName = name, more: Partial<Subject> = {}): Subject {
  return {
    id: Number(code),
    companyId: 1,
    code,
    name,
    fullName,
    category: 3,
    categoryName: '所有者权益',
    direction: 'C',
    parentId: null,
    level: code.length > 4 ? 2 : 1,
    aux: [],
    active: true,
    leaf: true,
    ...more,
  };
}

const smallBusiness = [
  subject('1001', '库存现金', '库存现金', { category: 1, direction: 'D' }),
  subject('3103', '本年利润'),
  subject('3104', '利润分配', '利润分配', { leaf: false }),
  subject('310401', '未分配利润', '利润分配-未分配利润'),
  subject('310402', '提取法定盈余公积', '利润分配-提取法定盈余公积'),
];

describe('the counter subject offered first', () => {
  it.each([
    ['the 未分配利润 leaf under 利润分配', smallBusiness, '310401'],
    [
      'the 未分配利润 leaf even when a 利润分配 sibling comes first',
      [smallBusiness[3]!, smallBusiness[4]!].reverse(),
      '310401',
    ],
    ['a 利润分配 without children', [subject('1001', '库存现金'), subject('3104', '利润分配')], '3104'],
    ['none when the chart has neither', [subject('1001', '库存现金'), subject('3103', '本年利润')], null],
    [
      'none when 未分配利润 is closed (停用) and 利润分配 has children',
      [
        subject('3104', '利润分配', '利润分配', { leaf: false }),
        subject('310401', '未分配利润', '利润分配-未分配利润', { active: false }),
      ],
      null,
    ],
  ])('picks %s', (_case, subjects, code) => {
    expect(defaultCounterSubject(subjects)).toBe(code);
  });

  it('offers only active leaves, by code and full name', () => {
    const options = counterSubjectOptions([
      ...smallBusiness,
      subject('310403', '应付股利', '利润分配-应付股利', { active: false }),
    ]);
    expect(options.map((o) => o.label)).toEqual([
      '1001 库存现金',
      '3103 本年利润',
      '310401 利润分配-未分配利润',
      '310402 利润分配-提取法定盈余公积',
    ]);
  });
});

describe('which import the tab shows', () => {
  const rows = [
    { id: 9, state: 'done' as const },
    { id: 8, state: 'committing' as const },
    { id: 7, state: 'checked' as const },
  ];
  it('shows the one picked', () => expect(shownImport(9, rows)).toBe(9));
  it('opens on the newest import still to act on or wait for', () => expect(shownImport(null, rows)).toBe(8));
  it('shows none when every import is finished', () =>
    expect(
      shownImport(null, [
        { id: 3, state: 'undone' },
        { id: 2, state: 'discarded' },
      ]),
    ).toBeNull());
});

describe('undo and amounts', () => {
  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 2, true],
  ])('paid lines %i and moved accounts %i: undo refused is %s', (paidLines, movedAccounts, blocked) => {
    expect(undoBlocked({ paidLines, movedAccounts })).toBe(blocked);
  });

  it.each([
    ['0.00', true],
    ['-0.00', true],
    ['0.01', false],
    ['-12.30', false],
    ['', false],
  ])('%s is zero: %s', (value, zero) => expect(isZeroAmount(value)).toBe(zero));

  it.each([
    [0, 0, 0],
    [3, 4, 75],
    [5, 4, 100],
  ])('%i of %i done is %i %%', (done, total, percent) => expect(percentDone(done, total)).toBe(percent));
});
