import type { ReactNode } from 'react';
import { useMarketingFrame } from './frame-context';
import { MarketingLayout } from './marketing-layout';

/** Pages work inside the shell's MarketingLayout route and on their own: alone they bring the layout. */
export function Framed({ children }: { children: ReactNode }) {
  return useMarketingFrame() ? children : <MarketingLayout>{children}</MarketingLayout>;
}
