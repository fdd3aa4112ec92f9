import { createContext, useContext } from 'react';

export interface MarketingFrame {
  /** The layout already shows the hero (with the login panel beside it) above the page. */
  heroShown: boolean;
}

export const MarketingFrameContext = createContext<MarketingFrame | null>(null);

/** The surrounding MarketingLayout, or null when a page is rendered on its own. */
export function useMarketingFrame(): MarketingFrame | null {
  return useContext(MarketingFrameContext);
}
