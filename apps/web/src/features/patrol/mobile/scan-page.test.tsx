import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { PatrolMobile } from './patrol-mobile';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const CODE = '12.3.AbCdEfGhIjKlMnOpQrSt_-';
const route = (states: ['未签到' | '已签到' | '顺序不符', string | null][], state = '巡检中') => ({
  planId: 12,
  planName: '夜间安全巡查',
  route: '东门-地库B1-西门',
  day: '2026-11-30',
  roundId: 7,
  state,
  points: states.map(([s, at], i) => ({ seq: i + 1, name: ['东门岗', 'B1消防通道', '西门岗'][i], state: s, scannedAt: at })),
});
const open = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/m/patrol/*" element={<PatrolMobile />} />
    </Routes>,
    { route: path },
  );
const states = () => screen.getAllByTestId('patrol-point-state').map((e) => e.textContent);

describe('the patrol scan page', { timeout: 30_000 }, () => {
  it('posts the scan once on open and shows 签到成功 in green with the route', async () => {
    const calls = stubApi({
      'POST /api/patrol/scans': () => ({
        verdict: '准时',
        reason: null,
        seq: 1,
        pointName: '东门岗',
        scannedAt: '2026-11-30T13:05:09.000Z',
        route: route([['已签到', '2026-11-30T13:05:09.000Z'], ['未签到', null], ['未签到', null]]),
      }),
    });
    open(`/m/patrol/scan?c=${CODE}`);
    const verdict = await screen.findByTestId('patrol-verdict');
    expect(verdict.dataset.kind).toBe('ok');
    expect(within(verdict).getByTestId('patrol-verdict-title').textContent).toBe('签到成功');
    expect(within(verdict).getByTestId('patrol-verdict-point').textContent).toBe('1. 东门岗');
    expect(verdict.textContent).toContain('签到时间 21:05:09');
    expect(states()).toEqual(['已签到 21:05', '未签到', '未签到']);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/patrol/scans', body: { code: CODE } })]);
  });

  it('shows 顺序不符 in orange with what was skipped', async () => {
    stubApi({
      'POST /api/patrol/scans': () => ({
        verdict: '顺序不符',
        reason: '签到成功，但前面的巡检点尚未签到',
        seq: 3,
        pointName: '西门岗',
        scannedAt: '2026-11-30T13:09:00.000Z',
        route: route([['已签到', '2026-11-30T13:05:09.000Z'], ['未签到', null], ['顺序不符', '2026-11-30T13:09:00.000Z']]),
      }),
    });
    open(`/m/patrol/scan?c=${CODE}`);
    const verdict = await screen.findByTestId('patrol-verdict');
    expect(verdict.dataset.kind).toBe('flagged');
    expect(within(verdict).getByTestId('patrol-verdict-title').textContent).toBe('顺序不符');
    expect(within(verdict).getByTestId('patrol-verdict-reason').textContent).toBe('签到成功，但前面的巡检点尚未签到');
    expect(states()).toEqual(['已签到 21:05', '未签到', '顺序不符 21:09']);
  });

  it.each([
    ['patrol.scan_repeated', 409, '该巡检点本轮已签到，请勿重复签到', '重复签到'],
    ['patrol.scan_invalid_code', 400, '二维码无效，请扫描巡检点张贴的最新二维码', '二维码无效'],
    ['patrol.scan_not_your_plan', 403, '该巡检点不在您的巡查计划中', '非本人计划'],
    ['patrol.scan_outside_plan', 409, '今天不在该巡查计划的执行期内，或计划未在执行中', '不在计划期'],
  ])('shows a refusal (%s) in red with the reason, then today\'s routes', async (errorCode, status, msg, title) => {
    stubApi({
      'POST /api/patrol/scans': () => refusal(status, msg, errorCode),
      'GET /api/patrol/rounds/mine': () => [route([['已签到', '2026-11-30T13:05:09.000Z'], ['未签到', null], ['未签到', null]])],
    });
    open(`/m/patrol/scan?c=${CODE}`);
    const verdict = await screen.findByTestId('patrol-verdict');
    expect(verdict.dataset.kind).toBe('refused');
    expect(within(verdict).getByTestId('patrol-verdict-title').textContent).toBe(title);
    expect(within(verdict).getByTestId('patrol-verdict-reason').textContent).toBe(msg);
    await screen.findByTestId('patrol-route');
    expect(states()).toEqual(['已签到 21:05', '未签到', '未签到']);
  });

  it('without a code says so and posts nothing', async () => {
    const calls = stubApi({ 'GET /api/patrol/rounds/mine': () => [] });
    open('/m/patrol/scan');
    const verdict = await screen.findByTestId('patrol-verdict');
    expect(within(verdict).getByTestId('patrol-verdict-title').textContent).toBe('二维码无效');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the inspector\'s routes of today', { timeout: 30_000 }, () => {
  it('lists each route with its points, and 手动输入 opens the scan of the typed code', async () => {
    const calls = stubApi({
      'GET /api/patrol/rounds/mine': () => [{ ...route([['未签到', null], ['未签到', null], ['未签到', null]]), roundId: null, state: '未开始' }],
      'POST /api/patrol/scans': () => refusal(400, '二维码无效，请扫描巡检点张贴的最新二维码', 'patrol.scan_invalid_code'),
    });
    const user = userEvent.setup();
    open('/m/patrol');
    expect((await screen.findByTestId('patrol-route-state')).textContent).toBe('未开始');
    expect(states()).toEqual(['未签到', '未签到', '未签到']);
    await user.type(screen.getByTestId('patrol-manual-code'), ' 12.9.xyz ');
    await user.click(screen.getByTestId('patrol-manual-submit'));
    expect((await screen.findByTestId('patrol-verdict-title')).textContent).toBe('二维码无效');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: '12.9.xyz' });
  });

  it('says so when there is no route today', async () => {
    stubApi({ 'GET /api/patrol/rounds/mine': () => [] });
    open('/m/patrol');
    expect((await screen.findByTestId('patrol-empty')).textContent).toBe('今天没有需要执行的巡查计划');
  });
});
