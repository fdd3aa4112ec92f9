import { describe, expect, it } from 'vitest';
import { dialWithAttribution, planOutbound, resolveOutbound, widgetDialNumber, type DialContext } from './dial-rules';

const ctx: DialContext = { outsidePrefix: '9', outOfTownPrefix: '0', agentAreaCode: '021' };

describe('planOutbound: the digit-count branches of spec section 5', () => {
  it.each([
    ['12 digits not starting with 0 dial as is', '862150001000', '862150001000', 'twelve-digits'],
    ['11 digits not starting with 0 or 1 dial as is', '95588123456', '95588123456', 'eleven-digits'],
    ['7 digits get the outside-line prefix', '5000100', '95000100', 'local-with-prefix'],
    ['8 digits get the outside-line prefix', '50001000', '950001000', 'local-with-prefix'],
    ['fewer than 7 digits are an extension', '8002', '8002', 'extension'],
    ['6 digits are an extension', '800201', '800201', 'extension'],
    ['more than 12 digits get the prefix', '0086213456789012', '90086213456789012', 'long-or-odd-with-prefix'],
    ['9 digits get the prefix', '123456789', '9123456789', 'long-or-odd-with-prefix'],
    ['10 digits get the prefix', '1234567890', '91234567890', 'long-or-odd-with-prefix'],
  ])('%s', (_name, input, expected, rule) => {
    expect(planOutbound(input, ctx)).toEqual({ kind: 'dial', number: expected, rule });
  });

  it.each([
    ['11 digits starting with 1 (a mobile)', '13812345678'],
    ['11 digits starting with 0 (a landline with area code)', '02150001000'],
    ['12 digits starting with 0 (a landline with 4-digit area code)', '057186001000'],
  ])('%s need the attribution lookup', (_name, input) => {
    expect(planOutbound(input, ctx)).toEqual({ kind: 'lookup' });
  });

  it('ignores spaces and dashes the user typed', () => {
    expect(planOutbound('500-0100', ctx)).toEqual({ kind: 'dial', number: '95000100', rule: 'local-with-prefix' });
  });
});

describe('dialWithAttribution: the lookup branches', () => {
  it.each([
    ['same area, 0-leading: strips the area code', '02150001000', '021', '950001000', 'same-area-landline'],
    ['same area, mobile: outside prefix', '13812345678', '021', '913812345678', 'same-area-mobile'],
    ['other area, 0-leading: keeps the full number', '057186001000', '0571', '057186001000', 'other-area-landline'],
    ['other area, mobile: out-of-town prefix', '13812345678', '0571', '013812345678', 'other-area-mobile'],
    ['lookup returned nothing: prefix', '13812345678', null, '913812345678', 'lookup-failed'],
    ['lookup returned an empty area code: prefix', '02150001000', '', '902150001000', 'lookup-failed'],
  ])('%s', (_name, input, areaCode, expected, rule) => {
    expect(dialWithAttribution(input, ctx, areaCode)).toEqual({ number: expected, rule });
  });
});

describe('resolveOutbound', () => {
  it('does not look up numbers the digit count decides', async () => {
    let calls = 0;
    const out = await resolveOutbound('50001000', ctx, async () => {
      calls++;
      return '021';
    });
    expect(out.number).toBe('950001000');
    expect(calls).toBe(0);
  });

  it('treats a failing lookup as "dial with the prefix"', async () => {
    const out = await resolveOutbound('13812345678', ctx, () => Promise.reject(new Error('down')));
    expect(out).toEqual({ number: '913812345678', rule: 'lookup-failed' });
  });

  it('uses the looked-up area code', async () => {
    const out = await resolveOutbound('13812345678', ctx, async () => '0571');
    expect(out).toEqual({ number: '013812345678', rule: 'other-area-mobile' });
  });
});

describe('widgetDialNumber: the widget adds a leading 0 to 7 or 8 digits', () => {
  it.each([
    ['5000100', '05000100'],
    ['50001000', '050001000'],
    ['13812345678', '13812345678'],
    ['8002', '8002'],
    ['123456789', '123456789'],
  ])('%s → %s', (input, expected) => {
    expect(widgetDialNumber(input)).toBe(expected);
  });
});
