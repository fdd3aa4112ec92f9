import { describe, expect, it } from 'vitest';
import { hasChildren, postingSubjectRefusal } from './subject-valid';

const chart = [
  { code: '1122', name: '应收账款' },
  { code: '112201', name: '物业服务费' },
  { code: '1002', name: '银行存款' },
  { code: '1012', name: '其他货币资金', active: false },
];

describe('postingSubjectRefusal', () => {
  it.each([
    ['112201', null],
    ['1002', null],
    // A4: 1122 has 112201 under it.
    ['1122', '科目1122 应收账款有下级科目，只能往下级科目记账'],
    ['1012', '科目1012 其他货币资金已停用，不能记账'],
    ['9999', '科目9999不存在'],
  ])('%s → %s', (code, message) => {
    expect(postingSubjectRefusal(code, chart)).toBe(message);
  });

  it('names only the code when the subject has no name', () => {
    expect(postingSubjectRefusal('1122', [{ code: '1122' }, { code: '112201' }])).toBe(
      '科目1122有下级科目，只能往下级科目记账',
    );
  });
});

describe('hasChildren', () => {
  it('sees only longer codes with the prefix', () => {
    expect(hasChildren('1122', ['1122', '112201'])).toBe(true);
    expect(hasChildren('1122', ['1122', '1123', '112'])).toBe(false);
  });
});
