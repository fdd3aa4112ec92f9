import { describe, expect, it } from 'vitest';
import { contractEnd, contractPayment, contractTerms } from './outsourcing';

describe('contractTerms', () => {
  it('keeps the amount exact', () => expect(contractTerms({ startsOn: '2026-01-01', endsOn: '2026-12-31', amount: '86400.5' })).toEqual({ amount: '86400.50' }));
  it.each([
    [{ startsOn: '2026-02-01', endsOn: '2026-01-31', amount: '1' }, 'endsOn', '合同截止日期不能早于开始日期'],
    [{ startsOn: '2026-01-01', endsOn: '2026-01-01', amount: '0' }, 'amount', '合同金额必须大于0'],
    [{ startsOn: '2026-01-01', endsOn: '2026-01-01', amount: '1.001' }, 'amount', '合同金额最多2位小数'],
    [{ startsOn: '2026-01-01', endsOn: '2026-01-01', amount: 0.1 }, 'amount', '合同金额不能以浮点数传递，请使用文本'],
  ])('refuses %j', (input, field, error) => expect(contractTerms(input)).toEqual({ field, error }));
});

describe('contractPayment', () => {
  const signed = { status: 'signed' as const, contractAmount: '1000.00', paid: '600.00' };
  it('pays up to exactly the unpaid amount', () => expect(contractPayment({ ...signed, amount: '400.00' })).toEqual({ amount: '400.00' }));
  it('refuses a fen over the unpaid amount', () => expect(contractPayment({ ...signed, amount: '400.01' })).toEqual({ field: 'amount', error: '付款金额超过合同未付金额（未付400.00元）' }));
  it('refuses a contract that is not signed', () =>
    expect(contractPayment({ ...signed, status: 'voting', amount: '1' })).toEqual({ field: 'id', error: '合同当前为“表决中”，只有已签订的合同才能付款' }));
  it('refuses a non-positive amount', () => expect(contractPayment({ ...signed, amount: '-1' })).toMatchObject({ field: 'amount' }));
});

describe('contractEnd', () => {
  it('terminates an open contract today', () => expect(contractEnd({ status: 'voting', how: 'terminated', endsOn: '2027-01-01', today: '2026-11-26' })).toEqual({ endedOn: '2026-11-26' }));
  it('expires a signed contract only after its last day, on that day', () => {
    expect(contractEnd({ status: 'signed', how: 'expired', endsOn: '2026-11-26', today: '2026-11-26' })).toEqual({ error: '合同期限至2026-11-26，尚未届满' });
    expect(contractEnd({ status: 'signed', how: 'expired', endsOn: '2026-11-25', today: '2026-11-26' })).toEqual({ endedOn: '2026-11-25' });
  });
  it('refuses an expiry before signing and any change after the end', () => {
    expect(contractEnd({ status: 'draft', how: 'expired', endsOn: '2026-01-01', today: '2026-11-26' })).toEqual({ error: '只有已签订的合同才能到期' });
    expect(contractEnd({ status: 'terminated', how: 'terminated', endsOn: '2026-01-01', today: '2026-11-26' })).toEqual({ error: '合同已终止，不能再变更' });
    expect(contractEnd({ status: 'expired', how: 'terminated', endsOn: '2026-01-01', today: '2026-11-26' })).toEqual({ error: '合同已到期，不能再变更' });
  });
});
