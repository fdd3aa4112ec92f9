import { describe, expect, it } from 'vitest';
import { ageingBucket } from './ageing';

describe('ageingBucket', () => {
  it.each([
    ['C20 due 2024-11-15', '2024-11-15', 46, 'd31_90', '31-90天'],
    ['C20 due 2024-06-30', '2024-06-30', 184, 'd181_365', '181-365天'],
    ['C20 due 2023-10-31', '2023-10-31', 427, 'y1_2', '1-2年'],
    ['one day late', '2024-12-30', 1, 'd1_30', '30天以内'],
    ['30 days late', '2024-12-01', 30, 'd1_30', '30天以内'],
    ['31 days late', '2024-11-30', 31, 'd31_90', '31-90天'],
    ['90 days late', '2024-10-02', 90, 'd31_90', '31-90天'],
    ['91 days late', '2024-10-01', 91, 'd91_180', '91-180天'],
    ['180 days late', '2024-07-04', 180, 'd91_180', '91-180天'],
    ['365 days late', '2024-01-01', 365, 'd181_365', '181-365天'],
    ['366 days late', '2023-12-31', 366, 'y1_2', '1-2年'],
    ['730 days late', '2023-01-01', 730, 'y1_2', '1-2年'],
    ['731 days late', '2022-12-31', 731, 'y2_3', '2-3年'],
    ['1095 days late', '2022-01-01', 1095, 'y2_3', '2-3年'],
    ['1096 days late', '2021-12-31', 1096, 'y3_plus', '3年以上'],
  ])('%s, as of 2024-12-31 → %i days, %s', (_case, due, days, code, label) => {
    expect(ageingBucket(due, '2024-12-31')).toEqual({ days, code, label });
  });

  it.each([['2024-12-31'], ['2025-01-15']])('a line due %s is not overdue as of 2024-12-31', (due) => {
    expect(ageingBucket(due, '2024-12-31')).toBeNull();
  });
});
