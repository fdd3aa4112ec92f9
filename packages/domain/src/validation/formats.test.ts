import { describe, expect, it } from 'vitest';
import { isBusinessYear, isDateText, isIdNumber, isMobile } from './formats';

describe('helper formats of spec section 5', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['2381234567a', false],
  ])('mobile %s → %s', (value, ok) => expect(isMobile(value)).toBe(ok));

  it.each([
    ['110101199003074518', true],
    ['11010119900307451X', true],
    ['11010119900307451x', true],
    ['110101900307451', true],
    ['1101011990030745', false],
    ['11010119900307451Y', false],
  ])('ID number %s → %s', (value, ok) => expect(isIdNumber(value)).toBe(ok));

  it.each([
    ['2026-11-21', true],
    ['2026-11-21 09:30', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-11-21 24:00', false],
    ['2026/11/21', false],
  ])('date text %s → %s', (value, ok) => expect(isDateText(value)).toBe(ok));

  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2026-05-01 09:30', true],
    ['2026.05.01', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['0026-01-01', false],
  ])('business date %s → %s', (value, ok) => expect(isBusinessYear(value)).toBe(ok));
});
