import { describe, expect, it } from 'vitest';
import { cardErrors, cardInput, emptyCard } from './assets-card-logic';

describe('资产卡片 form', () => {
  it('sends 残值率 as an exact fraction and leaves total work out unless 工作量法', () => {
    const input = cardInput({ ...emptyCard('2026-03-15'), code: ' A14 ', name: '监控主机', cost: '12000.00', residualPercent: '5', lifeMonths: '60', totalWork: '999' });
    expect(input).toMatchObject({ code: 'A14', residualRate: '0.05', lifeMonths: 60, method: 1, totalWork: null, expenseSubjectCode: null });
    expect(cardInput({ ...emptyCard('2026-03-15'), residualPercent: '3.25', method: '2', totalWork: '80000', cost: '1' })).toMatchObject({ residualRate: '0.0325', totalWork: '80000', method: 2 });
  });

  it('names the fields that cannot be sent', () => {
    expect(cardErrors({ ...emptyCard('2026-03-15'), cost: '0', residualPercent: '100', lifeMonths: '30', method: '3' })).toEqual({
      code: '请输入资产编码',
      name: '请输入资产名称',
      cost: '原值必须大于0，最多2位小数',
      residualPercent: '残值率必须在0到100%之间',
      lifeMonths: '该折旧方法的使用年限必须为整年',
    });
    expect(cardErrors({ ...emptyCard('2026-03-15'), code: 'W1', name: '清洗车', cost: '5000', method: '2' })).toEqual({ totalWork: '工作量法必须填写预计总工作量' });
    expect(cardErrors({ ...emptyCard('2026-03-15'), code: 'A', name: 'B', cost: '10.5' })).toEqual({});
  });
});
