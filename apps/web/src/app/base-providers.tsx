import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { theme } from './theme';

/** What every page stands in, the staff app's and the owners' portal's: Mantine with the theme, and the router. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>{children}</BrowserRouter>
    </MantineProvider>
  );
}
