import { describe, expect, it } from 'vitest';
import { overlapsOf } from './find-overlaps';

const line = (houseId: number, itemId: number, from: string, to: string) => ({ houseId, itemId, from, to });

describe('overlapsOf', () => {
  const ledger = [line(1, 7, '2024-01-01', '2024-01-31'), line(1, 7, '2024-03-01', '2024-03-31'), line(2, 7, '2024-01-01', '2024-12-31')];
  it.each([
    ['the same month', line(1, 7, '2024-01-01', '2024-01-31'), '2024-01-01'],
    ['a span covering a line', line(1, 7, '2023-12-01', '2024-02-29'), '2024-01-01'],
    ['touching on one day', line(1, 7, '2024-03-31', '2024-04-30'), '2024-03-01'],
    ['inside a year line', line(2, 7, '2024-06-01', '2024-06-30'), '2024-01-01'],
    ['the gap between lines', line(1, 7, '2024-02-01', '2024-02-29'), null],
    ['another item', line(1, 8, '2024-01-01', '2024-01-31'), null],
    ['another house', line(3, 7, '2024-01-01', '2024-01-31'), null],
  ])('%s', (_name, probe, found) => {
    expect(overlapsOf([probe], ledger)[0]?.line.from ?? null).toBe(found);
  });
});
