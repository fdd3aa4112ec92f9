import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { OwnerPortal } from './owner-slot';

/**
 * The page as an owner opens it at /owner…: the portal alone, without the staff app (no staff shell, error catalogue,
 * notifications or login panel), so its sign-in stays small on a phone. Anything else goes back to /owner.
 */
export function ownerRoot(): ReactNode {
  return (
    // the portal draws its own loading states; until its chunk is here the page stays blank
    <Suspense fallback={null}>
      <Routes>
        <Route path="/owner/*" element={OwnerPortal ? <OwnerPortal /> : null} />
        <Route path="*" element={<Navigate to="/owner" replace />} />
      </Routes>
    </Suspense>
  );
}
