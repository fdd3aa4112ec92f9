import { MantineProvider } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../shared/page-loader';
import { OwnerPortal } from './owner-slot';
import { theme } from './theme';

/**
 * The page as an owner opens it at /owner…: the portal alone, without the staff app (no staff shell, error catalogue,
 * notifications or login panel), so its sign-in stays small on a phone. Anything else goes back to /owner.
 */
export function ownerRoot(): ReactNode {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <Suspense fallback={<PageLoader h="100vh" />}>
          <Routes>
            <Route path="/owner/*" element={OwnerPortal ? <OwnerPortal /> : null} />
            <Route path="*" element={<Navigate to="/owner" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </MantineProvider>
  );
}
