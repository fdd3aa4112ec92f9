import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../test-api';
import type { ShareRule } from '../types';
import { SharePreview } from './share-preview';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const rule: ShareRule = { id: 4, estateId: 1, estateName: '安居花园', itemId: 5, itemName: '公摊电费', name: '1号楼电梯', method: '2', meterId: null, meterCode: null, standardCode: null, amount: '100.00', scope: 'building', buildingId: 2, areaType: '1', houses: 0, active: true, remark: null };
const part = (houseId: number, amount: string) => ({ houseId, houseCode: `1-10${houseId}`, houseName: `1-10${houseId}室`, weight: '1', amount });

describe('分摊预览', { timeout: 20_000 }, () => {
  it('shows each part, confirms they sum to the total, and runs the share for the period', async () => {
    const calls = stubApi({
      'POST /api/charging/share-rules/preview': () => ({ ruleId: 4, period: '2026-11', usage: null, total: '100.00', parts: [part(1, '33.34'), part(2, '33.33'), part(3, '33.33')] }),
      'POST /api/charging/runs': () => ({ id: 9, estateId: 1, estateName: '安居花园', kind: 'share', periodFrom: '2026-11', periodTo: '2026-11', dateFrom: null, dateTo: null, state: 'done', total: 3, done: 3, linesCreated: 3, linesSkipped: 0, amount: '100.00', error: null, createdByName: null, createdAt: '2026-11-25T01:00:00.000Z', finishedAt: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SharePreview rule={rule} onClose={() => undefined} readOnly={false} />);
    expect((await screen.findByTestId('share-balance')).textContent).toBe('各户合计 100.00，与分摊总额一致');
    expect(screen.getByText('33.34')).toBeTruthy();
    await user.click(screen.getByTestId('share-run'));
    expect(await screen.findByText('生成 3 条，跳过 0 条，金额 100.00')).toBeTruthy();
    const run = calls.find((c) => c.path === '/api/charging/runs');
    expect(run?.body).toMatchObject({ estateId: 1, kind: 'share', shareRuleId: 4 });
  });

  it('refuses to run a preview whose parts do not add up', async () => {
    stubApi({ 'POST /api/charging/share-rules/preview': () => ({ ruleId: 4, period: '2026-11', usage: null, total: '100.00', parts: [part(1, '33.33'), part(2, '33.33'), part(3, '33.33')] }) });
    renderWithProviders(<SharePreview rule={rule} onClose={() => undefined} readOnly={false} />);
    await waitFor(() => expect(screen.getByTestId('share-balance').textContent).toBe('各户合计 99.99 与分摊总额 100.00 不一致'));
    expect(screen.getByTestId('share-run')).toHaveProperty('disabled', true);
  });
});
