import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { prepareDom } from '../../test/render';

/** Locales, and what jsdom lacks for Mantine's combobox (scrolling the chosen option into view). */
export async function prepareCounterDom(): Promise<void> {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}

/** Picks 安居花园 → H-0101 1栋0101 in the house picker. */
export async function pickHouse(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByTestId('estate-select'));
  await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
  await user.click(screen.getByTestId('house-select'));
  await user.click(await screen.findByRole('option', { name: 'H-0101 1栋0101', hidden: true }));
}
