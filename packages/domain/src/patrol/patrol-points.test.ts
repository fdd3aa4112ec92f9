import { describe, expect, it } from 'vitest';
import { patrolPointNames, patrolPointQrText, patrolPoints } from './patrol-points';

describe('patrol points', () => {
  it('are the plan\'s 巡查点位, split on Chinese and Latin separators and new lines', () => {
    expect(patrolPointNames('东门岗、B1消防通道，B2配电房;西门岗\n会所', '东门-西门')).toEqual(['东门岗', 'B1消防通道', 'B2配电房', '西门岗', '会所']);
  });

  it('fall back to the route\'s stops without 巡查点位', () => {
    expect(patrolPointNames(null, '泵房-配电房 - 消防控制室')).toEqual(['泵房', '配电房', '消防控制室']);
    expect(patrolPointNames('  、 ', '1栋→3栋')).toEqual(['1栋', '3栋']);
  });

  it('are numbered within their plan; the QR text names the company and the point', () => {
    expect(patrolPoints(12, '水泵、变压器', 'x')).toEqual([
      { pointId: 'P12-1', seq: 1, name: '水泵' },
      { pointId: 'P12-2', seq: 2, name: '变压器' },
    ]);
    expect(patrolPointQrText(3, 'P12-2')).toBe('PMPATROL:C3:P12-2');
  });
});
