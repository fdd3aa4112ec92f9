import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useOwnerToken } from '../../shared/owner-session';
import { PortalFrame } from './components/portal-frame';
import { SIGNED_IN_NS } from './i18n-ns';
import { SignInPage } from './pages/sign-in-page';

// Signed in, the portal's pages (with React Query) are a chunk of their own, and their strings a namespace of their
// own, fetched side by side: the sign-in page is the first screen.
const SignedInPortal = lazy(() =>
  Promise.all([import('./signed-in-portal'), i18next.loadNamespaces(SIGNED_IN_NS)]).then(([m]) => ({ default: m.SignedInPortal })),
);

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
