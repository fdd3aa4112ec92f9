import type { ComponentType } from 'react';

/** What the shell passes every screen opened from the menu. */
export interface ScreenProps {
  /** The menu item id (meta.id) that opened the screen. */
  menuId: number;
  title: string;
  /** True when the menu item's state is not 3: the screen shows but does not change data. */
  readOnly: boolean;
}

export type LazyScreen = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Each feature's `screens.ts` exports `screens`: component path (the menu item's `component`,
 * "folder/folder/file") → lazy screen. The app shell collects them; features never import each other.
 * It may also export `parts`, a ScreenMap of screens no menu item opens: another feature's screen shows
 * them inside itself (a tab of 结算汇总) through useEmbeddedScreen.
 */
export type ScreenMap = Record<string, LazyScreen>;
