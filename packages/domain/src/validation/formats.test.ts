import { describe, expect, it } from 'vitest';
import { isBusinessYear, isDateText, isDay, isIdNumber, isMobile, isPhone } from './formats';

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
    // mobiles
    ['13800138000', true],
    ['+86 13800138000', true],
    ['+8613800138000', true],
    ['86-13800138000', true],
    ['138 0013 8000', true],
    ['138-0013-8000', true],
    // landlines, with area code, brackets, +86, extension
    ['021-50002000', true],
    ['02150002000', true],
    ['(021)50002000', true],
    ['(021) 5000 2000', true],
    ['021 5000-2000', true],
    ['0755-12345678', true],
    ['0755-12345678-123', true],
    ['0755-12345678转123', true],
    ['021-50002000 分机 8', true],
    ['021-50002000#12', true],
    ['021-50002000 ext. 12', true],
    ['+86 21 5000 2000', true],
    ['+86-755-12345678', true],
    ['010-8888888', true],
    // local numbers and 400/800
    ['50002000', true],
    ['5000200', true],
    [' 50002000 ', true],
    ['400-820-8820', true],
    ['4008208820', true],
    ['800 820 8820', true],
    ['400-820-8820-1', true],
    // refused
    ['', false],
    ['12345', false],
    ['1234567', false],
    ['12912345678', false],
    ['1381234567', false],
    ['138001380000', false],
    ['12345abc', false],
    ['021-0500200', false],
    ['021-50002000-1234567', false],
    ['(021-50002000', false],
    ['021--50002000', false],
    ['400-820-882', false],
    ['+1 415 555 0100', false],
    ['电话021-50002000', false],
  ])('contact phone %j → %s', (value, ok) => expect(isPhone(value)).toBe(ok));

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

describe('isDay', () => {
  it.each([
    ['2026-11-29', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-11-31', false],
    ['2026-11-29 08:00', false],
    ['2026-1-29', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isDay(value)).toBe(ok));
});
