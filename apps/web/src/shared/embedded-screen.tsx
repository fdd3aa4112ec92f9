import { createContext, useContext, type ComponentType } from 'react';
import type { ScreenProps } from './screen';

/** The menu screen registered for a component path (lazy), or null when no feature has one. */
export type ScreenLookup = (component: string) => ComponentType<ScreenProps> | null;

const ScreenLookupContext = createContext<ScreenLookup>(() => null);

/**
 * The shell gives screens its registry through this context, so a screen can show another
 * feature's screen inside itself (综合查询 shows 收费信息查询 and 应收信息查询 for the chosen
 * house) while features still never import each other.
 */
export const ScreenLookupProvider = ScreenLookupContext.Provider;

export function useEmbeddedScreen(component: string): ComponentType<ScreenProps> | null {
  return useContext(ScreenLookupContext)(component);
}
