import { counterEndpoints } from '@pm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paid, stubApi } from '../test-api';
import { useSettleMutation } from './settle-mutation';

afterEach(() => vi.unstubAllGlobals());

describe('useSettleMutation', () => {
  it("a payment marks stale what it changes in the other features' open tabs, and nothing else", async () => {
    stubApi({ 'POST /api/settle/pay': () => paid() });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keys = [['settlement', 'house', 11], ['arrears', 'ageing', 'list', {}], ['charging', 'dunning-candidates', 'list', {}], ['records', 'list']];
    for (const key of keys) client.setQueryData(key, { at: 'before' });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSettleMutation(counterEndpoints.pay), { wrapper });
    await act(() => result.current.mutateAsync({ houseId: 11, settleType: '1', lineIds: [1], total: '10.00', tenders: [{ method: '1', amount: '10.00' }], usePrepay: false, overpayTo: 'prepay', expectedDue: '10.00' }));
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
