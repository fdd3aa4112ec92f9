import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export const HEADER_HEIGHT = 52;
export const FOOTER_HEIGHT = 28;

/**
 * The page as a column: header, then the content area (the only thing that scrolls, beside an
 * optional navbar), then the footer in its own space. A fixed footer lay over the content's
 * bottom (the 收款 submit button, the 操作导航 panel at 1440×900).
 */
/** The part of the content area that scrolls (below a tabs bar, say); fills what is left. */
export function ShellScroll({ children }: { children: ReactNode }) {
  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid="shell-content">
      {children}
    </Box>
  );
}

export function ShellFrame({ header, navbar, footer, children, testId }: { header: ReactNode; navbar?: ReactNode; footer: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }} data-testid={testId}>
      <Box component="header" h={HEADER_HEIGHT} style={{ flexShrink: 0 }}>
        {header}
      </Box>
      <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {navbar}
        <Box component="main" pos="relative" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {children}
        </Box>
      </Box>
      <Box component="footer" h={FOOTER_HEIGHT} style={{ flexShrink: 0, borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {footer}
      </Box>
    </Box>
  );
}
