import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useOwnerToken } from '../../shared/owner-session';
import { PortalFrame } from './components/portal-frame';
import { SignInPage } from './pages/sign-in-page';

// Signed in, the portal's pages (with React Query) are a chunk of their own: the sign-in page is the first screen.
const SignedInPortal = lazy(() => import('./signed-in-portal').then((m) => ({ default: m.SignedInPortal })));

/** /owner/*: the sign-in at /owner (or the bills when signed in already) and /owner/login; the rest signed in. */
export function OwnerPortal() {
  const token = useOwnerToken();
  return (
    <Suspense fallback={<PortalFrame />}>
      <Routes>
        <Route index element={token ? <Navigate to="bills" replace /> : <SignInPage />} />
        <Route path="login" element={<SignInPage />} />
        <Route path="*" element={token ? <SignedInPortal /> : <Navigate to="/owner/login" replace />} />
      </Routes>
    </Suspense>
  );
}
