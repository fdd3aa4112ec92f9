import { complaintRecord } from '@pm/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { RecordScreen } from './record-screen';

beforeAll(async () => {
  await prepareDom();
});
afterEach(() => vi.unstubAllGlobals());

const page = { total: 1, page: 1, size: 10, rows: [{ id: 1, complaintNo: 'SH-TS-20260006', complainant: '杨帆', status: '1' }] };

describe('record screen filters from the route', { timeout: 30_000 }, () => {
  it('starts the list with the list filters the route names (a link from another screen), and ignores other parameters', async () => {
    const calls = stubApi({ 'GET /api/records/complaint': () => page });
    renderWithProviders(<RecordScreen def={complaintRecord} menuId={1} title="投诉管理" readOnly />, { route: '/service/complaint?complaintNo=SH-TS-20260006&houseId=3' });
    expect(await screen.findByText('杨帆')).toBeTruthy();
    const lists = calls.filter((c) => c.path === '/api/records/complaint');
    expect(lists.map((c) => c.query.get('complaintNo'))).toEqual(['SH-TS-20260006']);
    expect(lists[0]?.query.has('houseId')).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('filter-complaintNo').value).toBe('SH-TS-20260006');
  });

  it('without parameters the list starts unfiltered', async () => {
    const calls = stubApi({ 'GET /api/records/complaint': () => page });
    renderWithProviders(<RecordScreen def={complaintRecord} menuId={1} title="投诉管理" readOnly />, { route: '/service/complaint' });
    expect(await screen.findByText('杨帆')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/records/complaint')?.query.has('complaintNo')).toBe(false);
  });
});
