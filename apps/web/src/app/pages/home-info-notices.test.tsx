import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../shared/session';
import { prepareDom, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import type { ScreenRoute } from '../menu/menu-logic';
import { HomeInfoNotices } from './home-info-notices';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const route = (menuId: number, title: string, path: string): ScreenRoute => ({
  menuId,
  title,
  path,
  name: path.slice(1),
  component: 'x/y/z',
  state: 3,
  blank: false,
});

describe('home-info notices on the landing page', { timeout: 30_000 }, () => {
  it('shows a button with the count for each home-info menu the person can open, and nothing for the others', async () => {
    setSession('t', { userId: 1, role: 'emp', name: '王晓燕', accountName: 'emp01', company: 1, companyNick: '上海安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
    stubApi({
      'POST /api/common/inform-home': () => ({
        menus: [170, 164, 157, 156, 155, 94, 91, 89, 88, 369].map((menu) => ({ menu, unread: ({ 170: 3, 88: 120, 369: 1 } as Record<number, number>)[menu] ?? 0 })),
      }),
    });
    renderWithProviders(
      <>
        <HomeInfoNotices routes={[route(170, '催缴通知', '/charging/ops-notices'), route(88, '受理登记', '/customer/case-accept'), route(164, '欠费查询', '/charging/arrears')]} />
        <Routes>
          <Route path="/charging/ops-notices" element={<div data-testid="opened">催缴通知</div>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('home-info-item')).toHaveLength(2));
    const [dunning, cases] = screen.getAllByTestId('home-info-item');
    expect(dunning!.dataset.menu).toBe('170');
    expect(dunning!.textContent).toBe('催缴通知3');
    // the badge stops at 99; 369 has notices but the person has no such screen; 164 has none
    expect(cases!.textContent).toBe('受理登记99');
    await userEvent.setup().click(dunning!);
    expect(await screen.findByTestId('opened')).toBeTruthy();
  });

  it('shows nothing when no home-info menu has unconfirmed notices', async () => {
    stubApi({ 'POST /api/common/inform-home': () => ({ menus: [{ menu: 170, unread: 0 }] }) });
    const { container } = renderWithProviders(<HomeInfoNotices routes={[route(170, '催缴通知', '/charging/ops-notices')]} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-testid="home-info"]')).toBeNull();
  });
});
