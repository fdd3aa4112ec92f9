import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BaseProviders } from './base-providers';
import { Providers } from './providers';

describe('the toasts of the app providers', () => {
  it('draws no toast host until the first toast, then shows that toast and the next ones', async () => {
    const { container } = render(
      <BaseProviders>
        <Providers>
          <p>page</p>
        </Providers>
      </BaseProviders>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: '网络出现问题，请稍后再试！', autoClose: false });
    });
    expect(await screen.findByText('网络出现问题，请稍后再试！')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root[data-position="top-center"]')).not.toBeNull();

    act(() => {
      notifications.show({ message: '拒绝访问', autoClose: false });
    });
    expect(await screen.findByText('拒绝访问')).toBeTruthy();
    expect(container.textContent).toContain('page');
  });
});
